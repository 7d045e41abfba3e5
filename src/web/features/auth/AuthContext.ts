import { createActorContext } from '@xstate/react';
import { authMachine } from './authMachine';

/** One running auth machine for the whole app; the app provides its real actors. */
export const AuthContext = createActorContext(authMachine);
