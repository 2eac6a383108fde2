/** The first line of a `yaml` package error message, without its position (Folio prints positions itself). */
export function yamlMessage(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}
