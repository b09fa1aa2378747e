/** POST /catalogue/api/v1/vehicleDownload */
export { default } from '../../catalogue/vehicle-download/vehicle-download-route';
