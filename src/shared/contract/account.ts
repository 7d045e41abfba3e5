/** POST /api/change_password/ (issue 18): the answer is `{detail}`. */
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}
