/**
 * Warnings about `contextual.options` names: a name the format does not define (a typo, most
 * often: the option is left out, with a "did you mean"), and a name it defines that Folio's menu
 * does not show yet. Warnings, not errors: the rest of the menu still works.
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import type { LoadedConfig } from './load-config.ts';
import { CONTEXTUAL_OPTIONS, SHOWN_CONTEXTUAL_OPTIONS } from './schema/contextual.ts';
import type { DocsConfig } from './schema/docs-json.ts';

const known: readonly string[] = CONTEXTUAL_OPTIONS;
const shown: readonly string[] = SHOWN_CONTEXTUAL_OPTIONS;

export function contextualDiagnostics(
  config: DocsConfig,
  locate: LoadedConfig['locate'],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const options = config.contextual?.options ?? [];
  options.forEach((option, index) => {
    if (typeof option !== 'string' || shown.includes(option)) return;
    const path = ['contextual', 'options', index];
    const position = locate(path);
    const where = { ...(position ? { position } : {}), jsonPath: formatJsonPath(path) };
    if (known.includes(option)) {
      diagnostics.push({
        severity: 'warning',
        code: 'contextual-option-not-shown',
        message: `The contextual option "${option}" is not shown by Folio yet; the menu leaves it out`,
        hint: `Folio shows: ${shown.join(', ')}, and custom options ({"title", "href"}).`,
        ...where,
      });
      return;
    }
    const suggestion = didYouMean(option, known);
    diagnostics.push({
      severity: 'warning',
      code: 'unknown-contextual-option',
      message: `Unknown contextual option "${option}"; the menu leaves it out`,
      hint: suggestion
        ? `Did you mean "${suggestion}"?`
        : `Known options: ${known.join(', ')}, or a custom option object.`,
      ...where,
    });
  });
  return diagnostics;
}
