// A reference build of the server at an earlier commit, for a benchmark that compares this tree
// with it in one run: a detached git worktree in the temporary folder, its node_modules mirrored
// from this checkout's (symbolic links; the workspace packages point into the worktree), and its
// server packages built. Kept between runs, keyed by commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readlinkSync, lstatSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './otimiza-server.mjs';

/** The folder of a built reference tree at `ref` (a commit, tag or branch of this repository). */
export function referenceBuild(ref, log = () => {}) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const folder = join(tmpdir(), `otimiza-reference-${commit.slice(0, 12)}`);
  if (existsSync(join(folder, 'core/server/dist/main.js'))) return { folder, commit };
  if (!existsSync(folder)) {
    log(`checking out the reference ${commit.slice(0, 12)} in ${folder}…`);
    execFileSync('git', ['worktree', 'add', '--detach', '--force', folder, commit], { cwd: root, stdio: 'ignore' });
  }
  mirrorModules(join(root, 'node_modules'), join(folder, 'node_modules'));
  for (const pkg of ['core/server', 'core/web']) {
    if (existsSync(join(root, pkg, 'node_modules'))) mirrorModules(join(root, pkg, 'node_modules'), join(folder, pkg, 'node_modules'));
  }
  log('building the reference server…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--exclude', '@otimiza/core-web'], { cwd: folder, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the reference build at ${commit} failed`);
  return { folder, commit };
}

/** Links every installed package into `to`; relative links (the workspace packages) are copied as they are, so they resolve inside `to`'s tree. */
function mirrorModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    const target = join(to, entry);
    if (existsSync(target) || isLink(target)) continue;
    if (entry.startsWith('@') && lstatSync(source).isDirectory()) {
      mirrorModules(source, target);
    } else if (isLink(source) && !readlinkSync(source).startsWith('/')) {
      symlinkSync(readlinkSync(source), target);
    } else {
      symlinkSync(source, target);
    }
  }
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
