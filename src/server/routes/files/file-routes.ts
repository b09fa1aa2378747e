/** POST /upload, /uploadFile and /deleteFile */
export { default } from '../../files/file-routes';
