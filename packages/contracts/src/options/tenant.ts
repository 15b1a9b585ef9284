import type { Option } from './option';

/** Spec 1 §5 and §3: contact type Office is stored as OFFIC and is the only selectable one. */
export const CONTACT_TYPE_OPTIONS: readonly Option<'OFFIC'>[] = [{ value: 'OFFIC', label: 'Office' }];
/** Spec 1 §5 and §3: communication type Mobile is stored as M and is the only selectable one. */
export const COMMUNICATION_TYPE_OPTIONS: readonly Option<'M'>[] = [{ value: 'M', label: 'Mobile' }];
/** Spec 1 §5 and §3: address type Office is stored as OFFIC and is the only selectable one. */
export const ADDRESS_TYPE_OPTIONS: readonly Option<'OFFIC'>[] = [{ value: 'OFFIC', label: 'Office' }];

/** Spec 1 §3 blog status codes: 0 Draft, 1 Active, 2 Archived; new posts default to Active (§4). */
export const BLOG_STATUS_OPTIONS = [
  { value: 0, label: 'Draft' },
  { value: 1, label: 'Active' },
  { value: 2, label: 'Archived' },
] as const;
export type BlogStatus = (typeof BLOG_STATUS_OPTIONS)[number]['value'];
export const DEFAULT_BLOG_STATUS: BlogStatus = 1;

/** Spec 1 §3 wallpaper status codes: 0 Active, 1 Inactive; new wallpaper defaults to Inactive (§4). */
export const WALLPAPER_STATUS_OPTIONS = [
  { value: 0, label: 'Active' },
  { value: 1, label: 'Inactive' },
] as const;
export type WallpaperStatus = (typeof WALLPAPER_STATUS_OPTIONS)[number]['value'];
export const DEFAULT_WALLPAPER_STATUS: WallpaperStatus = 1;
