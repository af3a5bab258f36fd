/** PDF building blocks shared by the plugins that write PDFs (pdf-lib, DejaVu fonts for Portuguese text). */
export * from './pdf-layout.js';
export * from './dejavu-fonts.js';
export * from './pdf-theme.js';
export * from './pdf-blocks.js';
export * from './pdf-document.js';
export * from './pdf-table.js';
export * from './pdf-score-gauge.js';
export * from './pdf-page-header.js';
export * from './pdf-dates.js';
export * from './pdf-common-texts.js';
