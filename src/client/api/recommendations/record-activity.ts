/**
 * POST activities/{siteId}/{activity} (shell spec, section 7). Best effort: an activity that
 * cannot be sent (offline, the service away) is dropped, not queued, since it only tunes
 * recommendations and must never hold up or break what the user is doing.
 */
import type {
  ActivityBodies,
  RecommendationActivity,
  VisitorIds,
} from '../../../domain/recommendations/recommendation-contracts';
import { isNetworkFailure } from '../http-client';
import { currentVisitor, recommendationService } from './recommendation-client';

type WithoutVisitor<T> = Omit<T, keyof VisitorIds>;

export async function recordActivity<A extends RecommendationActivity>(
  siteId: string,
  activity: A,
  body: WithoutVisitor<ActivityBodies[A]>,
): Promise<void> {
  try {
    const visitor = await currentVisitor();
    if (visitor === undefined) return;
    await recommendationService.post(`activities/${encodeURIComponent(siteId)}/${activity}`, {
      json: { ...body, ...visitor },
    });
  } catch (error) {
    if (!isNetworkFailure(error)) console.warn(`Could not record the ${activity} activity`, error);
  }
}
