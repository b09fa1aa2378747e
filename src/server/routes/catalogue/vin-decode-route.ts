/** POST /catalogue/api/v1/vehicleConfig/vinDecode */
export { default } from '../../catalogue/vin-decode/vin-decode-route';
