"""Experiment: outline each rebind-siblings site's whole rebind-if-changed sequence (shadow
compares, commit + wait, first-write zeroing, 13 tensormap.replace, fences, prefetch, shadow
stores) into one function called once per site, on tile-opt's LLVM IR. Prints the sites done."""
import re, sys
lines = open(sys.argv[1]).read().split('\n')
# Split the kernel into blocks: (label, [lines]).
start = next(i for i, l in enumerate(lines) if l.startswith('define ptx_kernel'))
end = next(i for i in range(start, len(lines)) if lines[i] == '}')
body = lines[start + 1:end]
blocks, cur = [], ('entry', [])
for l in body:
    m = re.match(r'^(\d+):', l)
    if m:
        blocks.append(cur); cur = (m.group(1), [])
    elif l.strip():
        cur[1].append(l)
blocks.append(cur)
index = {b[0]: k for k, b in enumerate(blocks)}
drop, n = set(), 0
out_blocks = []
for label, ls in blocks:
    if label in drop:
        continue
    term = ls[-1] if ls else ''
    m = re.match(r'  br i1 (%\d+), label %(\d+), label %(\d+)', term)
    gep = [l for l in ls if re.match(r'  %\d+ = getelementptr i8, ptr addrspace\(1\) %9, ', l)]
    then_first = blocks[index[m.group(2)]][1][0] if m else ''
    if m and gep and 'commit.group' in then_first:
        then, join = m.group(2), m.group(3)
        slot = re.match(r'  (%\d+) =', gep[0]).group(1)
        k0 = next(i for i, l in enumerate(ls) if re.match(r'  %\d+ = load i64, ptr %\d+, align 8', l))
        sh = re.findall(r'load i64, ptr (%\d+), align 8', '\n'.join(ls[k0:]))
        cmps = re.findall(r'icmp ne i64 (%\d+), %\d+', '\n'.join(ls[k0:]))
        d32 = re.search(r'(%\d+) = trunc i64 %\d+ to i32', '\n'.join(ls)).group(1)
        new = ls[:k0] + [f'  call void @site_f32_2d(ptr addrspace(1) {slot}, ptr {sh[0]}, ptr {sh[1]}, ptr {sh[2]}, ptr {sh[3]}, i64 {cmps[0]}, i64 {cmps[1]}, i64 {cmps[2]}, i64 {cmps[3]}, i32 {d32}, i32 {d32})', f'  br label %{join}']
        out_blocks.append((label, new))
        # The then-block, its zeroing block and the replace block, up to the join.
        t = index[then]
        while blocks[t][0] != join:
            drop.add(blocks[t][0]); t += 1
        n += 1
        continue
    out_blocks.append((label, ls))
text = lines[:start + 1]
for label, ls in out_blocks:
    if label != 'entry':
        text.append('')
        text.append(f'{label}:')
    text.extend(ls)
text.append('}')
text.extend(lines[end + 1:])
text.append('''
define internal void @site_f32_2d(ptr addrspace(1) %s, ptr %sh0, ptr %sh1, ptr %sh2, ptr %sh3, i64 %a, i64 %e0, i64 %e1, i64 %st, i32 %d0, i32 %d1) noinline {
  %o0 = load i64, ptr %sh0, align 8
  %c0 = icmp ne i64 %a, %o0
  %o1 = load i64, ptr %sh1, align 8
  %c1 = icmp ne i64 %e0, %o1
  %x1 = or i1 %c0, %c1
  %o2 = load i64, ptr %sh2, align 8
  %c2 = icmp ne i64 %e1, %o2
  %x2 = or i1 %x1, %c2
  %o3 = load i64, ptr %sh3, align 8
  %c3 = icmp ne i64 %st, %o3
  %x3 = or i1 %x2, %c3
  br i1 %x3, label %wait, label %done
wait:
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  %f = icmp eq i64 %o0, 0
  br i1 %f, label %zero, label %write
zero:
  store <16 x i64> zeroinitializer, ptr addrspace(1) %s, align 16
  br label %write
write:
  call void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1) %s, i32 1)
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %s, i32 7)
  call void @llvm.nvvm.tensormap.replace.interleave.layout.p1(ptr addrspace(1) %s, i32 0)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %s, i32 0)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1) %s, i32 0)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %s, i32 0, i32 64)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %s, i32 1, i32 64)
  call void @llvm.nvvm.tensormap.replace.element.stride.p1(ptr addrspace(1) %s, i32 0, i32 1)
  call void @llvm.nvvm.tensormap.replace.element.stride.p1(ptr addrspace(1) %s, i32 1, i32 1)
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %s, i64 %a)
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %s, i32 0, i32 %d0)
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %s, i32 1, i32 %d1)
  call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %s, i32 0, i64 %st)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  %g = addrspacecast ptr addrspace(1) %s to ptr
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %g, i32 128)
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  store i64 %a, ptr %sh0, align 8
  store i64 %e0, ptr %sh1, align 8
  store i64 %e1, ptr %sh2, align 8
  store i64 %st, ptr %sh3, align 8
  br label %done
done:
  ret void
}
''')
open(sys.argv[2], 'w').write('\n'.join(text))
print(n, 'sites outlined', file=sys.stderr)
