import re, sys
src = open(sys.argv[1]).read().split('\n')
out = []
i = 0
n = 0
R = re.compile(r'  call void @llvm\.nvvm\.tensormap\.replace\.rank\.p1\(ptr addrspace\(1\) (%\d+), i32 1\)')
while i < len(src):
    m = R.match(src[i])
    if m:
        block = src[i:i+16]
        slot = m.group(1)
        addr = re.search(r'global\.address\.p1\(ptr addrspace\(1\) %\d+, i64 (%\d+)\)', block[9]).group(1)
        d0 = re.search(r'i32 0, i32 (%\d+)\)', block[10]).group(1)
        d1 = re.search(r'i32 1, i32 (%\d+)\)', block[11]).group(1)
        st = re.search(r'i32 0, i64 (%\d+)\)', block[12]).group(1)
        assert 'release.gpu' in block[13] and 'acquire.gpu' in block[14] and 'prefetch' in block[15], block
        gen = re.search(r'acquire\.gpu\(ptr (%\d+), i32 128\)', block[14]).group(1)
        out.append(f'  call void @rebind_f32_2d(ptr addrspace(1) {slot}, ptr {gen}, i64 {addr}, i32 {d0}, i32 {d1}, i64 {st})')
        i += 16; n += 1
        continue
    out.append(src[i]); i += 1
out.append('''
define internal void @rebind_f32_2d(ptr addrspace(1) %s, ptr %g, i64 %a, i32 %d0, i32 %d1, i64 %st) noinline {
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
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %g, i32 128)
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  ret void
}
''')
open(sys.argv[2], 'w').write('\n'.join(out))
print(n, 'sites outlined', file=sys.stderr)
