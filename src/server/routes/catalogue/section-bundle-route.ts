/** POST /catalogue/api/v1/sectionBundle */
export { default } from '../../catalogue/section-bundle/section-bundle-route';
