import { object, string } from 'yup';
import { MESSAGES } from '../../../shared/contract';

export const loginSchema = object({
  username: string().trim().required(MESSAGES.required),
  password: string().required(MESSAGES.required),
});
