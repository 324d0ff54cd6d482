import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { ContactRepository } from './contact.repository';

export function createContactService(repo: ContactRepository, now: () => Date = () => new Date()) {
  return {
    /** Stores the question; the answer is sent only after the database has committed it. */
    submit(input: ContactRequest): Promise<ContactRecord> {
      return repo.insert(input, now());
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
