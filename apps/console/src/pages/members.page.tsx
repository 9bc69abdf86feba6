import { unwrap } from '../api/console-client';
import type { ConsoleMember } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { MemberTable } from '../members/member-table';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';

/** Admins manage the company's console members here; members are added with the admin CLI (`member add`). */
export function MembersPage() {
  const { client } = useSession();
  const list = useResource(() => unwrap(client.GET('/console/api/members')), 'members');
  const action = useAction();
  const params = (member: ConsoleMember) => ({ path: { member_id: member.member_id } });
  const role = async (member: ConsoleMember, next: ConsoleMember['role']) => {
    if (await action.run(() => unwrap(client.POST('/console/api/members/{member_id}/role', { params: params(member), body: { role: next } })), `${member.email} is now ${next}, and signed out.`)) list.reload();
  };
  const signOut = async (member: ConsoleMember) => {
    if (await action.run(() => unwrap(client.POST('/console/api/members/{member_id}/sign-out', { params: params(member) })), `${member.email} was signed out everywhere.`)) list.reload();
  };
  const remove = async (member: ConsoleMember) => {
    if (await action.run(() => unwrap(client.DELETE('/console/api/members/{member_id}', { params: params(member) })), `${member.email} was removed.`)) list.reload();
  };
  return (
    <>
      <PageHeading title="Members" />
      <p>
        Who signs in to this console. New members are added with the admin CLI (<code>npm run admin -- member add</code>). The company always keeps
        at least one admin.
      </p>
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error ?? list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && <MemberTable members={list.data.items} busy={action.busy} onRole={role} onSignOut={signOut} onRemove={remove} />}
    </>
  );
}
