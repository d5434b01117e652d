import type { Endpoint, InputOf } from '@portal/contract/endpoint';
import { systemOpsEndpoints, type SystemSettingsOutput } from '@portal/contract/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import type { useFeedback } from './ops-page.tsx';

/** The brand's system settings, as the server holds them. */
export function useSystemSettings() {
  return useQuery({
    queryKey: opsKeys.system,
    queryFn: ({ signal }) => opsCall(systemOpsEndpoints.opsSettings, {}, { signal }),
  });
}

/**
 * One kind of settings change. Every change answers the whole settings, which replace the
 * cached ones: the page shows what the server stored, without a second read.
 */
export function useSystemChange<E extends Endpoint>(
  endpoint: E,
  feedback: ReturnType<typeof useFeedback>,
  notice: (settings: SystemSettingsOutput, input: InputOf<E>) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<E>) =>
      (await opsCall(endpoint, input)) as unknown as SystemSettingsOutput,
    onMutate: feedback.clear,
    onSuccess: (settings, input) => {
      queryClient.setQueryData(opsKeys.system, settings);
      feedback.setNotice(() => notice(settings, input));
    },
    onError: feedback.fail,
  });
}
