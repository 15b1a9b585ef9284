/**
 * Spec 1 §3: a screening log's `screeningType` is stored in PascalCase (QuickScreening, BatchScreening,
 * OnBoard, OnGoing…) and shown as title-case words: "Quick Screening", "On Going List Update". The
 * screen, the CSV export and the server's search all use this one function; the search's SQL mirrors its
 * two splitting rules (scan.repo.ts).
 */
export function screeningTypeLabel(screeningType: string): string {
  return (
    screeningType
      .replace(/[_-]+/g, ' ')
      // "OnGoing" → "On Going", "Level2Check" → "Level2 Check".
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      // An acronym keeps its capitals: "PEPScreening" → "PEP Screening".
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
