import { useSetAtom } from 'jotai';
import {
  api,
  prefetchRequest,
  refreshBusinessAtom,
  unwrap,
  type AnswerStats,
  type BranchFigures,
  type Business,
  type Form,
  type Response,
  type ResponsesPage,
  type Stats,
  type Trends,
  type TrendDay,
  useRequest,
} from '@fikr/shared';
import type { Onboarding } from '@fikr/shared/schemas';
import { tashkentDay } from './insight-figures';
import { answerDone, fetchOnboarding, ONBOARDING_KEY } from './onboarding-request';

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

/** The business comes through the shared session atom (one request shared with the layout), not a fetch of its own. */
async function fetchDashboard(refreshBusiness: () => Promise<Business | null>): Promise<DashboardData> {
  const [business, stats, answers, forms, responses, trend, branches, onboarding] = await Promise.all([
    refreshBusiness().then((b) => {
      if (!b) throw new Error('business unavailable');
      return b;
    }),
    api.get('/stats').then((r) => unwrap<Stats>(r)),
    api.get('/stats/answers').then((r) => unwrap<AnswerStats>(r)),
    api.get('/forms').then((r) => unwrap<{ forms?: Form[] }>(r).forms ?? []),
    // the API pages by 10/25/50 (newest first); the dashboard shows the first three
    api
      .get('/responses', { params: { page: 1, limit: 10 } })
      .then((r) => unwrap<Partial<ResponsesPage>>(r).responses ?? []),
    // the cards' comparisons only: without them the dashboard still shows everything else
    api
      .get('/stats/trends', { params: { from: tashkentDay(-59), to: tashkentDay(0) } })
      .then((r) => unwrap<Trends>(r).days ?? [])
      .catch((): TrendDay[] => []),
    // asked with the rest, so the table comes with the first paint and nothing moves later; without it, no table
    api
      .get('/stats/branches')
      .then((r) => unwrap<{ branches?: BranchFigures[] }>(r).branches ?? [])
      .catch((): BranchFigures[] => []),
    prefetchRequest(ONBOARDING_KEY, fetchOnboarding).then((o) => o ?? null),
  ]);
  const recent = responses.slice(0, RECENT_COUNT);
  return { business, stats, answers, forms, responses: recent, trend, branches, onboarding };
}

/**
 * The business (shared atom), GET /stats, /stats/answers, /stats/trends, /stats/branches, /forms and /responses
 * together; `reload` for the Retry button. A survey request (plus button), a used voucher or a top-up changed the
 * data: it is re-read without the skeleton (the last data stays shown meanwhile).
 */
export function useDashboardData(): DashboardState & { reload: () => void; outdated: boolean; updatedAt: number } {
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  // the data's arrival renders the whole dashboard, a few hundred milliseconds of a phone's CPU: deferred
  const { data, pageError, reload, outdated, updatedAt } = useRequest(
    'dashboard',
    () => fetchDashboard(refreshBusiness),
    { followDataVersion: true, deferData: true },
  );
  const age = { reload, outdated, updatedAt };
  // the last visit's data stays on screen offline; 'yangilandi HH:MM' then says how old it is
  if (data !== undefined && pageError === null) return { status: 'ready', data, ...age };
  if (pageError !== null) return { status: 'error', message: pageError, ...age };
  return { status: 'loading', ...age };
}
