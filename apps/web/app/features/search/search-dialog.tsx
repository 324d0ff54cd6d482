import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Modal } from '../../components/ui/modal';
import SearchPanel from './search-panel';

// The search dialog renders in a root of its own, made on the first opening, so that nothing of it is
// in the page's first load (docs/decisions/035-message-tools-and-search.md). The modal portals to
// <body> as every modal does; a chosen result is opened as a page load (every public page is prerendered).

let root: Root | undefined;
let opening = 0;
let shown = false;

export function showSearch(): void {
  // '/' pressed again while the dialog is open (outside its box) changes nothing.
  if (shown) return;
  shown = true;
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  // A new key opens a fresh dialog each time, even if the last one was closed from inside.
  root.render(<SearchDialog key={++opening} />);
}

function SearchDialog() {
  const [open, setOpen] = useState(true);
  const close = () => {
    shown = false;
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={close} labelledBy="site-search-title" className="max-w-2xl self-start">
      <SearchPanel close={close} />
    </Modal>
  );
}
