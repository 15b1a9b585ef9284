// One subscription point over localStorage so that React views (header, navigation, guard) re-render
// when a value changes in this tab (writes below) or in another tab (the browser's storage event).

type Listener = () => void;

const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('storage', emit);

export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Storage can be unavailable (private modes, quota); the product then behaves as with empty storage. */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the value lives only until reload, which is the best the browser allows.
  }
  emit();
}

export function removeItems(keys: readonly string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
  emit();
}
