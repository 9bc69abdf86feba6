import { join } from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { end, launch, Managed, pause } from './managed-process';

/**
 * Debian's etcd (`etcd-server`), one node on loopback: the store where the Patroni members elect their leader
 * (a key with a time to live, renewed by the leader). Data in the cluster's folder; ready once `/health` says so.
 */
export async function startEtcd(layout: ClusterLayout, onLine: (line: string) => void): Promise<Managed> {
  const client = `http://127.0.0.1:${layout.etcdPort}`;
  const peer = `http://127.0.0.1:${layout.etcdPeerPort}`;
  const etcd = launch('/usr/bin/etcd', [
    '--name', 'gig',
    '--data-dir', join(layout.dir, 'etcd'),
    '--listen-client-urls', client, '--advertise-client-urls', client,
    '--listen-peer-urls', peer, '--initial-advertise-peer-urls', peer,
    '--initial-cluster', `gig=${peer}`, '--initial-cluster-state', 'new',
    '--log-level', 'warn',
  ], { onLine });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (etcd.child.exitCode !== null) throw new Error(`etcd exited with code ${etcd.child.exitCode}:\n${etcd.tail()}`);
    const health = await fetch(`${client}/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.json() as Promise<{ health?: string }>).catch(() => null);
    if (health?.health === 'true') return etcd;
    await pause(200);
  }
  throw new Error(`etcd was not healthy on ${client} within 30 s:\n${etcd.tail()}`);
}

export const stopEtcd = (etcd: Managed) => end(etcd, 'SIGTERM', 5_000);
