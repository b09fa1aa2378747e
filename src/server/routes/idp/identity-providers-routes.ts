/** /idp/:kind/…: the stand-in identity providers (OpenID Connect). */
export { default } from '../../idp/identity-providers';
