import { object, string } from 'yup';
import { kit, REQUIRED } from '../../ui/form/validation';

export const loginSchema = object({
  username: kit.text(),
  // A password is taken as typed: spaces are part of it.
  password: string().required(REQUIRED),
});
