// Replaced by the videos and albums issue; until then the placeholder page.
export { default } from '../../app/PlaceholderPage.tsx';
