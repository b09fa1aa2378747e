/** POST /dealer-service/GetToken, /dealer-service/LoginDealers and GET /dealer-ordering: the dealer service stand-in. */
export { default } from '../../dealer/dealer-stand-in';
