import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import type { GraphqlEndpoint } from '../../api/graphql/keys';
import { runGraphql, useGraphqlSdl, type GraphqlAnswer } from '../../api/graphql/queries';
import { useProjectKey } from '../../api/project-key';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { Header } from '../../shell/Header';
import './playground.css';

const PlaygroundEditor = lazy(() => import('./PlaygroundEditor'));

const START: Record<GraphqlEndpoint, string> = {
  items: '{\n  \n}\n',
  system: '{\n  users(limit: 5) {\n    id\n    email\n  }\n}\n',
};

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'answer'; answer: GraphqlAnswer; ms: number }
  | { kind: 'failed'; message: string };

/** Write a query (with completion from the caller's schema), its variables, run it, read the answer. */
export function Playground() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const [endpoint, setEndpoint] = useState<GraphqlEndpoint>('items');
  const [queries, setQueries] = useState<Record<GraphqlEndpoint, string>>(START);
  const [variables, setVariables] = useState('{}');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [invalidVariables, setInvalidVariables] = useState(false);
  const sdl = useGraphqlSdl(project, endpoint);
  const running = useRef<AbortController | null>(null);
  const state = useRef({ endpoint, queries, variables });
  state.current = { endpoint, queries, variables };

  const run = useCallback(async () => {
    const { endpoint: ep, queries: q, variables: v } = state.current;
    let parsed: Record<string, unknown> | undefined;
    try {
      const value: unknown = v.trim() === '' ? {} : JSON.parse(v);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      parsed = value as Record<string, unknown>;
    } catch {
      setInvalidVariables(true);
      return;
    }
    setInvalidVariables(false);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setOutcome({ kind: 'running' });
    const t0 = performance.now();
    try {
      const answer = await runGraphql(project, ep, { query: q[ep], variables: parsed }, controller.signal);
      if (!controller.signal.aborted)
        setOutcome({ kind: 'answer', answer, ms: Math.round(performance.now() - t0) });
    } catch (err) {
      if (!controller.signal.aborted) setOutcome({ kind: 'failed', message: (err as Error).message });
    }
  }, [project]);

  const title = t('graphql.title');
  const sdlProblem = sdl.error ? (isApiError(sdl.error) ? sdl.error.message : String(sdl.error)) : null;
  return (
    <>
      <Header title={title} icon="code">
        <Button icon="play_arrow" loading={outcome.kind === 'running'} onClick={() => void run()}>
          {t('graphql.run')}
        </Button>
      </Header>
      <div className="page-body graphql-playground">
        <div className="playground-toolbar">
          <Select
            label={t('graphql.endpoint')}
            value={endpoint}
            onChange={(v) => v && setEndpoint(v as GraphqlEndpoint)}
            choices={[
              { value: 'items', label: t('graphql.endpoint_items') },
              { value: 'system', label: t('graphql.endpoint_system') },
            ]}
          />
          <p className="playground-hint">{t('graphql.run_hint')}</p>
        </div>
        {sdlProblem && (
          <Notice color="warning" icon="warning">
            {t('graphql.schema_unavailable', { message: sdlProblem })}
          </Notice>
        )}
        <div className="playground-panes">
          <section className="playground-pane playground-query" aria-label={t('graphql.query')}>
            <h2 className="type-label">{t('graphql.query')}</h2>
            <Suspense fallback={<div className="playground-editor placeholder" />}>
              <PlaygroundEditor
                key={endpoint}
                mode="graphql"
                label={t('graphql.query')}
                doc={queries[endpoint]}
                sdl={sdl.data}
                onChange={(text) => setQueries((all) => ({ ...all, [state.current.endpoint]: text }))}
                onRun={() => void run()}
              />
            </Suspense>
            <h2 className="type-label">{t('graphql.variables')}</h2>
            {invalidVariables && (
              <Notice color="danger" icon="error_outline">
                {t('graphql.variables_invalid')}
              </Notice>
            )}
            <Suspense fallback={<div className="playground-editor variables placeholder" />}>
              <div className="playground-variables">
                <PlaygroundEditor
                  mode="json"
                  label={t('graphql.variables')}
                  doc={variables}
                  onChange={setVariables}
                  onRun={() => void run()}
                />
              </div>
            </Suspense>
          </section>
          <section
            className="playground-pane playground-answer"
            aria-label={t('graphql.answer')}
            aria-live="polite"
          >
            <h2 className="type-label">
              {t('graphql.answer')}
              {outcome.kind === 'answer' && (
                <span className="playground-status">
                  {t('graphql.status', { status: outcome.answer.status, ms: outcome.ms })}
                </span>
              )}
            </h2>
            {outcome.kind === 'idle' && <p className="playground-empty">{t('graphql.empty')}</p>}
            {outcome.kind === 'running' && <Spinner label={t('graphql.running')} />}
            {outcome.kind === 'failed' && (
              <Notice color="danger" icon="error_outline">
                {t('graphql.failed', { message: outcome.message })}
              </Notice>
            )}
            {outcome.kind === 'answer' && (
              <Suspense fallback={<div className="playground-editor placeholder" />}>
                <PlaygroundEditor
                  mode="json"
                  readOnly
                  label={t('graphql.answer')}
                  doc={
                    typeof outcome.answer.body === 'string'
                      ? outcome.answer.body
                      : JSON.stringify(outcome.answer.body, null, 2)
                  }
                />
              </Suspense>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
