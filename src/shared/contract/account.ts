/** POST /api/change_password/: the answer is `{detail}`. */
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}
