/** Opens the browser's print dialog (the print styles lay the report out for paper). */
export function printPage(): void {
  window.print();
}
