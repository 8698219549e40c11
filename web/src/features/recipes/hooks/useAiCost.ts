import useSWR from 'swr';
import { useTicketCosts } from '../../tickets';
import { ASSISTANT_CAPABILITIES_KEY, fetchAssistantCapabilities, type AssistantCapabilities } from '../api';

/**
 * What a paid AI feature costs on this server, in tickets: 0 when its AI model is not configured (the
 * offline engine does the work, free) or the feature costs nothing; undefined until both answers are in.
 */
export function useAiCost(capability: keyof AssistantCapabilities, feature: string, enabled = true): number | undefined {
  const { data: capabilities } = useSWR(enabled ? ASSISTANT_CAPABILITIES_KEY : null, fetchAssistantCapabilities);
  const { costs } = useTicketCosts();
  if (!capabilities || !costs) return undefined;
  return capabilities[capability] ? (costs.find((c) => c.feature === feature)?.cost ?? 0) : 0;
}
