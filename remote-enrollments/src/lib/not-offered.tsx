import { callNotOffered } from '@portal/shared';
import { Notice } from '@portal/shared/ui-base';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What a page says when the school's backend does not have the call it is made of (an extension, which
 * section 7 of the spec does not have): one sentence of the page's own catalog
 * (`notOffered.schedule`), instead of "not found" or a failure to retry.
 */
export const NotOffered = ({ sentence }: { sentence: string }) => <Notice type="info" title={sentence} />;

/**
 * A query's `retry`: the client's own rule (the shell retries once), except for a call the backend
 * does not have, which would only answer the same a second later.
 */
export const useRetryUnlessNotOffered = () => {
  const retry = useQueryClient().getDefaultOptions().queries?.retry;
  return (failureCount: number, error: Error): boolean => {
    if (callNotOffered(error)) return false;
    if (typeof retry === 'function') return retry(failureCount, error);
    if (typeof retry === 'number') return failureCount < retry;
    // React Query's own default: three retries.
    return retry ?? failureCount < 3;
  };
};
