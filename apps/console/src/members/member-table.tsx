import type { ConsoleMember } from '../api/console-schemas';
import { ConfirmButton } from '../ui/confirm-button';
import { RowMenu } from '../ui/row-menu';
import { DataTable } from '../ui/data-table';
import { RelativeTime } from '../ui/relative-time';

interface MemberTableProps {
  readonly members: readonly ConsoleMember[];
  readonly busy: boolean;
  readonly onRole: (member: ConsoleMember, role: ConsoleMember['role']) => void;
  readonly onSignOut: (member: ConsoleMember) => void;
  readonly onRemove: (member: ConsoleMember) => void;
}

/** The company's console members; every change, from the row's Actions menu, asks first and signs the member out. One card per member on phones. */
export function MemberTable({ members, busy, onRole, onSignOut, onRemove }: MemberTableProps) {
  return (
    <DataTable caption="Console members, oldest first" columns={['Email', 'Role', 'Password set', 'Added', 'Actions']} testId="members-table" cards>
      {members.map((member) => {
        const other = member.role === 'admin' ? 'viewer' : 'admin';
        const who = member.is_you ? 'yourself' : member.email;
        return (
          <tr key={member.member_id}>
            <th scope="row" data-label="Email" class="wrap">
              <span>
                {member.email}
                {member.is_you && <> <span class="tag">you</span></>}
              </span>
            </th>
            <td data-label="Role">{member.role}</td>
            <td data-label="Password set">{member.password_set ? 'Yes' : 'Not yet'}</td>
            <td data-label="Added"><RelativeTime iso={member.created_at} /></td>
            <td data-label="Actions">
              <RowMenu label={`Actions for ${member.email}`}>
                <ConfirmButton label={`Make ${other}`} name={`Make ${other} (${member.email})`} question={`Make ${who} ${other}?`} confirmLabel={`Make ${other}`} disabled={busy} onConfirm={() => onRole(member, other)}>
                  <p>{other === 'viewer' ? 'A viewer reads everything but changes nothing and sees no API keys.' : 'An admin may change everything, keys and members included.'} The member is signed out and signs in again with the new role.</p>
                </ConfirmButton>
                <ConfirmButton label="Sign out" name={`Sign out (${member.email})`} question={`Sign ${who} out everywhere?`} confirmLabel="Sign out" disabled={busy} onConfirm={() => onSignOut(member)}>
                  <p>Every console session of this member ends; the password stays.</p>
                </ConfirmButton>
                <ConfirmButton label="Remove" name={`Remove (${member.email})`} question={`Remove ${who} from the console?`} confirmLabel="Remove" danger disabled={busy} onConfirm={() => onRemove(member)}>
                  <p>The member is signed out and can no longer sign in. This cannot be undone; add them again with the admin CLI.</p>
                </ConfirmButton>
              </RowMenu>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
