/**
 * The site's one script: every island wired up once the page has loaded.
 *
 * @module
 */
import { initAssistantLauncher } from './assistant/launcher.ts';
import { initBanner } from './banner.ts';
import { initComponents } from './components.ts';
import { initContextualMenu } from './contextual-menu.ts';
import { initFeedback } from './feedback.ts';
import { initImageZoom } from './image-zoom.ts';
import { initLayout } from './layout.ts';
import { initPlayground } from './playground.ts';
import { initRichContent } from './rich-content.ts';
import { initSearchDialog } from './search-dialog.ts';
import { initUpdateFilter } from './update-filter.ts';
import { initViews } from './views.ts';

function start(): void {
  initLayout();
  initBanner();
  initComponents();
  initContextualMenu();
  initImageZoom();
  initViews();
  initUpdateFilter();
  initPlayground();
  initSearchDialog();
  initAssistantLauncher();
  initFeedback();
  void initRichContent();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
