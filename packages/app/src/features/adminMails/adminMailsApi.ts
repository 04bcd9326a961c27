import { mailsOf, type MailPage, type MailsQuery } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The back-office Mails' call (the outbox of the service's mails). */
const adminMailsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    mails: build.query<MailPage, MailsQuery>({
      query: (query) => (api) => mailsOf(api).list(query),
    }),
  }),
});

export const { useMailsQuery } = adminMailsApi;
