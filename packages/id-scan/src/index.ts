// Pure OCR-B glyph model, MRZ reading and decoding, and the page analysis of an identity document
// (ARCHITECTURE §3): grey pixels or recognised text lines in, the quick-onboarding fields out. No I/O.
export {
  type Blob,
  blobCenterX,
  blobCenterY,
  blobHeight,
  blobWidth,
  characterLike,
  findBlobs,
  median,
} from './components';
export { countryFromMrzCode, countryFromText } from './country-codes';
export { type EidFrontResult, nameLineBox, parseArabicName, parseEidFront, type TextLine } from './eid-front';
export { cellFeatures, type GlyphFeatures, GRID_COLUMNS, GRID_ROWS, inkLevels } from './glyph-features';
export { encodeShape, type GlyphCandidate, MRZ_ALPHABET, ocrBTemplates, rankGlyph } from './glyph-model';
export {
  binarize,
  createGray,
  cropGray,
  downscaleGray,
  flattenIllumination,
  type GrayImage,
  inkContrast,
  noiseSigma,
  rotateGray,
} from './gray-image';
export { checkDigitHolds, emiratesIdLuhnHolds, mrzCheckDigit } from './mrz-check';
export { decodeMrz, type MrzDecodeResult, readingsFromText } from './mrz-decode';
export { fieldsFromMrz, type MrzFieldsResult } from './mrz-fields';
export { locateMrz, type MrzFormat, type MrzGeometry, type MrzLineGeometry } from './mrz-locate';
export { type CellReading, type MrzReading, readMrz } from './mrz-read';
export { coreConfidence, deskew, inkOnly, mergePages, type PageResult, readZone, textRegion } from './page-analysis';
export { found, missing, mrzDate, titleCase } from './scan-fields';
export { estimateTextAngle } from './skew';
