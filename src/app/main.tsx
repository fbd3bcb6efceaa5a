import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readEmbeddedPricelist } from '../features/pricelist/initialPricelist';
import { createI18n } from '../i18n/i18n';
import { initialLanguage } from '../i18n/language';
import { loadCatalogue } from '../i18n/load-catalogue';
import { setInspector } from './inspection';
import { AppRoot } from './root';
import { startStorageBackup } from './storageBackup';
import '../ui/ui.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const container = root;

startStorageBackup();

async function render(): Promise<void> {
  // The production server renders the price list into #root with its data beside it (docs/frontend.md), in the
  // language its <html lang> names.
  const initialPricelist = readEmbeddedPricelist();
  const serverRendered = Boolean(initialPricelist && container.firstElementChild);
  const language = initialLanguage(serverRendered);
  document.documentElement.lang = language;
  const i18n = createI18n(language, await loadCatalogue(language));
  const app = <AppRoot router={BrowserRouter} initialPricelist={{ current: initialPricelist }} i18n={i18n} />;
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// `import.meta.env.DEV` is the literal false in production builds, so the inspector's code is dropped from them.
if (import.meta.env.DEV) {
  void import('./start-inspector')
    .then(({ startInspector }) => startInspector())
    .then(setInspector)
    .finally(() => void render());
} else {
  void render();
}
