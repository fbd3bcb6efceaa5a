import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readEmbeddedPricelist } from '../features/pricelist/initialPricelist';
import { setInspector } from './inspection';
import { AppRoot } from './root';
import { startStorageBackup } from './storageBackup';
import '../ui/ui.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const container = root;

startStorageBackup();

function render(): void {
  // The production server renders the price list into #root with its data beside it (docs/frontend.md).
  const initialPricelist = readEmbeddedPricelist();
  const app = <AppRoot router={BrowserRouter} initialPricelist={{ current: initialPricelist }} />;
  if (initialPricelist && container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// `import.meta.env.DEV` is the literal false in production builds, so the inspector's code is dropped from them.
if (import.meta.env.DEV) {
  void import('./start-inspector')
    .then(({ startInspector }) => startInspector())
    .then(setInspector)
    .finally(render);
} else {
  render();
}
