// The public booking page's entry (book.html, decision 0048): React without the back office's kit (no MUI, no
// router, no i18next, no TanStack Query), so the page stays far under 100 KB of script. The server has written the
// property and the words into the page; this draws the interactive page over the prerendered one.
import { createRoot } from 'react-dom/client';

import { BookingEngineApp } from './app';
import './booking-engine.css';
import { readPageData } from './page-data';

const container = document.getElementById('root');
if (container) createRoot(container).render(<BookingEngineApp data={readPageData()} />);
