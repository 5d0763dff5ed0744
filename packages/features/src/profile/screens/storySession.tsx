// The session as the app has it when the profile opens (workbench only): the route guard has put the
// signed-in user in the query cache, and the login page shows whether logout cleared it.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { components } from '../../shared/api/schema.gen';
import { currentUserKey } from '../../shared/session/currentUser';
import { useCurrentUser } from '../../shared/session/useCurrentUser';

type User = components['schemas']['User'];

/** Puts `user` in the session before its children first render. */
export function SignedInAs({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(currentUserKey, user));
  return children;
}

/** The login page stand-in: says whether the user was cleared. */
export function LoginStub() {
  const user = useCurrentUser();
  return (
    <main>
      <h1>Login (stub)</h1>
      <p>{user ? 'still signed in' : 'signed out'}</p>
    </main>
  );
}
