import { useDeferredValue, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  apiErrorMessage,
  businessQueries,
  FIRST_RESPONSES_PAGE,
  formQueries,
  keepPreviousData,
  queryClient,
  refreshBusinessAtom,
  responseQueries,
  statsQueries,
  useQueries,
  type AnswerStats,
  type BranchFigures,
  type Business,
  type Form,
  type Response,
  type Stats,
  type TrendDay,
} from '@fikr/shared';
import type { Onboarding } from '@fikr/shared/schemas';
import { tashkentDay } from './insight-figures';
import { answerDone } from './onboarding-request';

/** The dashboard lists show the latest 3 items (spec section 9). */
export const RECENT_COUNT = 3;

export interface DashboardData {
  business: Business;
  stats: Stats;
  answers: AnswerStats;
  forms: Form[];
  responses: Response[];
  /** The last 60 Tashkent days, oldest first: the cards' rating change and today against yesterday. */
  trend: TrendDay[];
  /** GET /stats/branches: the branch table's rows (only the no-branch row for a business without branches). */
  branches: BranchFigures[];
  /** GET /business/onboarding, asked with the rest so the first steps come with the first paint; null if it failed. */
  onboarding: Onboarding | null;
}

/**
 * The business has its first answer: the dashboard's figures have something to show. Until then the first steps
 * stand in their place. The stats count the owner's own test answer too, so the figures it made show at once.
 */
export const hasFirstAnswer = ({ stats, onboarding }: Pick<DashboardData, 'stats' | 'onboarding'>) =>
  (stats.totalResponses?.completed ?? 0) > 0 || answerDone(onboarding);

export type DashboardState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: DashboardData };

/**
 * The business as the dashboard shows it, through the session's `refreshBusinessAtom` (one GET /business shared with
 * the layout, and the header's atom updated): a query of its own so it comes, fails, is retried and is kept for the
 * next visit like the rest of the dashboard's data. No change invalidates it: the actions that change the business
 * (a top-up, a profile save) refresh the session's atom, which the page prefers.
 */
/** What one of the dashboard's queries gives it: its answer (kept after a failed re-read), its state. */
interface Part<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetched: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * A part the dashboard does without (the cards' comparisons, the branch table, the first steps) has answered once,
 * either way: a failed one asked again (the first-steps card mounting, a survey request) does not bring the skeleton
 * back.
 */
const settled = (part: Part<unknown>) => part.data !== undefined || part.isFetched;

/**
 * The business (the session's), GET /stats, /stats/answers, /forms, /responses (the first page, the one the list
 * shows unfiltered), /stats/trends (the last 60 days), /stats/branches and /business/onboarding, each the query the
 * rest of the console reads, and the page drawn once all have answered so nothing moves later. A failed trend,
 * branch table or first steps leaves that part empty; anything else failing is the page's error. A change that
 * invalidates one of them (a survey request, a form saved) re-reads it while the last data stays shown; `reload`
 * (the Retry button) asks for all again.
 */
export function useDashboardData(): DashboardState & { reload: () => void; outdated: boolean; updatedAt: number } {
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const [openedAt] = useState(() => Date.now());
  // the very URLs the console's entry asked for early (boot/early-gets.ts), so each is asked once
  const [business, stats, answers, forms, responses, trend, branches, onboarding] = useQueries(
    {
      queries: [
        businessQueries.record(refreshBusiness),
        statsQueries.summary(),
        statsQueries.answers(),
        formQueries.list(),
        responseQueries.list(FIRST_RESPONSES_PAGE),
        // past Tashkent midnight the days move on: yesterday's 60 stay shown until today's come
        { ...statsQueries.trends({ from: tashkentDay(-59), to: tashkentDay(0) }), placeholderData: keepPreviousData },
        statsQueries.branches(),
        businessQueries.onboarding(),
      ],
    },
    queryClient,
  );
  const required: Part<unknown>[] = [business, stats, answers, forms, responses];
  const optional: Part<unknown>[] = [trend, branches, onboarding];
  const ready = required.every((part) => part.data !== undefined) && optional.every(settled);

  const answered = useMemo(
    (): DashboardData | undefined =>
      ready && business.data && stats.data && answers.data && forms.data && responses.data
        ? {
            business: business.data,
            stats: stats.data,
            answers: answers.data,
            forms: forms.data,
            // the API pages by 10/25/50 (newest first); the dashboard shows the first three
            responses: responses.data.responses.slice(0, RECENT_COUNT),
            trend: trend.data ?? [],
            branches: branches.data ?? [],
            onboarding: onboarding.data ?? null,
          }
        : undefined,
    [
      ready,
      business.data,
      stats.data,
      answers.data,
      forms.data,
      responses.data,
      trend.data,
      branches.data,
      onboarding.data,
    ],
  );
  // the data's arrival renders the whole dashboard, a few hundred milliseconds of a phone's CPU: deferred, React
  // draws it in slices between frames (the skeleton, or the last data, stays meanwhile) and the page keeps answering
  const deferred = useDeferredValue(answered);
  const data = answered === undefined ? undefined : deferred;

  const shown = [...required, ...optional].filter((part) => part.data !== undefined && !part.isPlaceholderData);
  // the oldest answer on screen: before the page opened means it is the last visit's (no fresh answer yet)
  const updatedAt = data === undefined ? 0 : Math.min(...shown.map((part) => part.dataUpdatedAt));
  const outdated = data !== undefined && updatedAt < openedAt;
  const reload = () => {
    for (const part of [...required, ...optional]) void part.refetch();
  };
  const age = { reload, outdated, updatedAt };

  const failed = required.find((part) => part.isError);
  // the last visit's data stays on screen offline; 'yangilandi HH:MM' then says how old it is
  const pageError = failed && !outdated ? apiErrorMessage(failed.error) : null;
  if (data !== undefined && pageError === null) return { status: 'ready', data, ...age };
  if (pageError !== null) return { status: 'error', message: pageError, ...age };
  return { status: 'loading', ...age };
}
