/** POST /catalogue/api/v1/nextLevelHierarchies */
export { default } from '../../catalogue/next-level-hierarchies/next-level-hierarchies-route';
