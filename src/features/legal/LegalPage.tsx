// The legal pages (spec part 1 §2 /terms-of-service/, /data-protection/ and the imprint; §3 Legal
// types): the text in the guest's language, the same the legal text download gives
// (asset/legal-text/download/{legalTextId}), with that download beside it. Plain text, never HTML.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { getLegalText } from '../../api/content.ts';
import { downloadLegalText } from '../../api/guest.ts';
import type { PageProps } from '../../app/pages.ts';
import type { LegalType } from '../../contract/enums.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { legalTypeOfRoute } from './legalRules.ts';

function DownloadButton({ type, language }: { type: LegalType; language: string }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadLegalText(type).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${type}-${language}.txt`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1_000);
      },
      () => setFailed(true),
    );
  };
  return (
    <p>
      <button type="button" className="button" onClick={download} data-testid="legal-download">
        <Trans>Download as text</Trans>
      </button>
      {failed ? (
        <span role="alert">
          {' '}
          <Trans>The download failed. Please try again.</Trans>
        </span>
      ) : null}
    </p>
  );
}

export default function LegalPage({ route }: PageProps) {
  useLaterTexts();
  const type = legalTypeOfRoute(route.id);
  const loaded = useLoaded(`legal:${type}:${route.language}`, () => getLegalText(type));
  return (
    <main className="page legal-page" data-testid="legal-page" data-legal-type={type}>
      <Breadcrumbs type="legal" routeName={route.id} />
      {loaded.status === 'loading' ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {loaded.status === 'error' ? (
        <p role="alert">
          <Trans>The text could not be loaded. Please try again.</Trans>
        </p>
      ) : null}
      {loaded.status === 'ok' ? (
        <article>
          <h1>{loaded.data.text.title}</h1>
          <p>
            <em>{loaded.data.text.notice}</em>
          </p>
          {loaded.data.text.sections.map((section) => (
            <p key={section}>{section}</p>
          ))}
          <DownloadButton type={type} language={route.language} />
        </article>
      ) : null}
    </main>
  );
}
