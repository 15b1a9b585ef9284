/** A picked file as the base64 the JSON calls carry (spec 1 §7 fileBinary), without the data: prefix. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The file name a download's Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when
 * present, else the plain `filename`; null when the header names none. Path parts are dropped, so a
 * name can never point outside the downloads folder.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined);
  const base = name?.trim().split(/[/\\]/).pop();
  return base ? base : null;
}

/** Hands a fetched file to the browser as a download under `fileName` (the file came with the bearer token, so no plain link can fetch it). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
