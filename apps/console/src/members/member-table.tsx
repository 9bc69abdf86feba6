import type { ConsoleMember } from '../api/console-schemas';
import { ConfirmButton } from '../ui/confirm-button';
import { formatDateTime } from '../ui/format';
import { TableWrap } from '../ui/table-wrap';

interface MemberTableProps {
  readonly members: readonly ConsoleMember[];
  readonly busy: boolean;
  readonly onRole: (member: ConsoleMember, role: ConsoleMember['role']) => void;
  readonly onSignOut: (member: ConsoleMember) => void;
  readonly onRemove: (member: ConsoleMember) => void;
}

/** The company's console members; every change asks first and signs the member out. */
export function MemberTable({ members, busy, onRole, onSignOut, onRemove }: MemberTableProps) {
  return (
    <TableWrap>
      <table data-testid="members-table">
        <caption>Console members, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Password set</th>
            <th scope="col">Added</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const other = member.role === 'admin' ? 'viewer' : 'admin';
            const who = member.is_you ? 'yourself' : member.email;
            return (
              <tr key={member.member_id}>
                <th scope="row">
                  {member.email}
                  {member.is_you && <> <span class="tag">you</span></>}
                </th>
                <td>{member.role}</td>
                <td>{member.password_set ? 'Yes' : 'Not yet'}</td>
                <td>{formatDateTime(member.created_at)}</td>
                <td>
                  <div class="actions">
                    <ConfirmButton label={`Make ${member.email} ${other}`} question={`Make ${who} ${other}?`} confirmLabel={`Make ${other}`} disabled={busy} onConfirm={() => onRole(member, other)}>
                      <p>{other === 'viewer' ? 'A viewer reads everything but changes nothing and sees no API keys.' : 'An admin may change everything, keys and members included.'} The member is signed out and signs in again with the new role.</p>
                    </ConfirmButton>
                    <ConfirmButton label={`Sign out ${member.email}`} question={`Sign ${who} out everywhere?`} confirmLabel="Sign out" disabled={busy} onConfirm={() => onSignOut(member)}>
                      <p>Every console session of this member ends; the password stays.</p>
                    </ConfirmButton>
                    <ConfirmButton label={`Remove ${member.email}`} question={`Remove ${who} from the console?`} confirmLabel="Remove" danger disabled={busy} onConfirm={() => onRemove(member)}>
                      <p>The member is signed out and can no longer sign in. This cannot be undone; add them again with the admin CLI.</p>
                    </ConfirmButton>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
