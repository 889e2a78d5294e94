// Renders the open modal (state/modals.ts) with its registered body. The dialog frame and each
// body are loaded when first needed, both at once, so the first chunk carries neither.

import { Trans } from '@lingui/react/macro';
import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { closeModal, modals } from '../state/modals.ts';
import { type ModalBodyModule, type ModalBodyProps, type ModalId, modalRegistry } from './modalRegistry.ts';

const Modal = lazy(() => import('./Modal.tsx').then((module) => ({ default: module.Modal })));

const bodies = new Map<() => Promise<ModalBodyModule>, LazyExoticComponent<ComponentType<ModalBodyProps>>>();

function bodyOf(id: ModalId): LazyExoticComponent<ComponentType<ModalBodyProps>> {
  const { load } = modalRegistry[id];
  let body = bodies.get(load);
  if (!body) {
    body = lazy(load);
    bodies.set(load, body);
  }
  return body;
}

function BodyLoading({ titleId }: { titleId: string }) {
  return (
    <div className="modal__loading" aria-busy="true">
      <h2 id={titleId} className="visually-hidden">
        <Trans>Loading…</Trans>
      </h2>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** A body chunk that fails to load (offline, a new deploy) shows a sentence, not a blank page. */
class BodyBoundary extends Component<{ titleId: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <h2 id={this.props.titleId}>
          <Trans>This dialog could not be loaded</Trans>
        </h2>
        <p>
          <Trans>Please check your connection and try again.</Trans>
        </p>
      </div>
    );
  }
}

export default function ModalHost() {
  const { current } = useSnapshot(modals);
  if (current === null) return null;

  const { id, aboveCookieBanner, blockScroll } = current;
  // Start the body's chunk now rather than after the frame's: they load side by side.
  modalRegistry[id].load().catch(() => {
    // the same import fails again inside the lazy body, where BodyBoundary shows it
  });
  const Body = bodyOf(id);
  const titleId = `modal-title-${id}`;
  const close = () => {
    closeModal(id);
  };

  return (
    <Suspense fallback={null}>
      <Modal key={id} id={id} titleId={titleId} onClose={close} aboveCookieBanner={aboveCookieBanner} blockScroll={blockScroll}>
        <BodyBoundary titleId={titleId}>
          <Suspense fallback={<BodyLoading titleId={titleId} />}>
            <Body id={id} titleId={titleId} close={close} />
          </Suspense>
        </BodyBoundary>
      </Modal>
    </Suspense>
  );
}
