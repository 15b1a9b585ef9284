/** Numbers of spec 1 §9, spec 2 §9.1 and spec 3 §9 that lists and uploads use. */
export const CUSTOMER_LIST_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const TENANT_LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const SCREENING_LOG_PAGE_SIZES = [5, 10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** News, wallpaper and DPMSR lists use a fixed page size of 10. */
export const FIXED_PAGE_SIZE = 10;

export const MB = 1024 * 1024;
/** Spec 2 §5.6: full forms take at most 5 files of at most 2 MB each. */
export const FULL_FORM_FILES = { maxFiles: 5, maxBytes: 2 * MB } as const;
/** Spec 2 §5.2: quick forms take at most 5 files of at most 5 MB each. */
export const QUICK_FORM_FILES = { maxFiles: 5, maxBytes: 5 * MB } as const;
/** Spec 2 §5.2: the ID-card scan takes one JPG, PNG or PDF of at most 5 MB and 2 PDF pages. */
export const ID_CARD_SCAN = { maxBytes: 5 * MB, maxPdfPages: 2, extensions: ['jpg', 'jpeg', 'png', 'pdf'] } as const;
/** Spec 1 §5 and §9: blog images and wallpapers are JPG, JPEG, PNG or GIF of at most 10 MB; 5 images per post. */
export const IMAGE_FILES = { maxFiles: 5, maxBytes: 10 * MB, extensions: ['jpg', 'jpeg', 'png', 'gif'] } as const;

/**
 * Decision 104: the largest image a post or a wallpaper may carry, by its declared size. A 389 KB PNG can
 * declare 20000 × 20000 pixels and take 1.6 GB to decode; 8000 px a side and 40 megapixels is more than
 * any screen or article needs (a 4K wallpaper is 8.3 megapixels).
 */
export const IMAGE_PIXELS = { maxSide: 8000, maxPixels: 40_000_000 } as const;

/** Spec 2 §9.1 and spec 3 §9 batch limits. */
export const INDIVIDUAL_BATCH_MAX_ROWS = 1000;
export const CORPORATE_BATCH_MAX_RECORDS = 500;
export const CORPORATE_BATCH_MAX_PARTNERS = 5;
export const SCREENING_BATCH_MAX_ROWS = 1000;

/** Spec 2 §4.2 and §5.8: remarks of the approve, reject and false-match dialogs. */
export const REVIEW_REMARKS_MAX_LENGTH = 500;

/** Spec 1 §4: an ID, licence or tenancy date is expiring from today through 30 days ahead. */
export const EXPIRY_WARNING_DAYS = 30;
/** Spec 2 §9.1: ongoing monitoring cannot be switched off within 24 hours of enabling it. */
export const MONITORING_DISABLE_LOCK_HOURS = 24;
