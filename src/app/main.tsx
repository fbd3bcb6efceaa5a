import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setInspector } from './inspection';
import { AppRoutes } from './routes';
import { startStorageBackup } from './storageBackup';
import '../ui/ui.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const container = root;

startStorageBackup();

function render(): void {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
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
