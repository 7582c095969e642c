/* A dry-run libcuda for `gpu-runner grouped` on a machine without a GPU (test/gpu/grouped/run.sh
 * --prepare): tools/gpu-runner/fake-cuda/fake_cuda.c (host memory as device memory, parameter
 * sizes from the PTX .entry, a deterministic 128-byte image of each encode's arguments), plus
 * the pinned-memory and async-copy calls the grouped runner makes, plus a host model of the
 * grouped kernels in place of a launch (the persistent ones included: each CTA's contiguous
 * chunk of the work, with 7 fake SMs): the model reads the parameters the runner passed
 * exactly as the compiled kernels do (the expanded memrefs, the by-value templates and
 * workspace of @grouped_rebind, the uploaded descriptor images of @grouped_table, the
 * grid-constant images of @group_one), decodes the fake descriptor images, and performs each
 * CTA's boxes with the hardware's edge rules (zero-filled loads, clipped stores). So the dry
 * run checks the runner's tables, parameter order, template placeholders, staging ring and
 * result check end to end; it says nothing about the compiled kernels (the GPU run does).
 *
 * The ring kernels (@grouped_rebind_ring, @grouped_persistent_ring, and tile-dsl's
 * dsl_grouped_ring of the same contract) are modelled like their
 * siblings, plus their launch contract: the dynamic shared memory the runner passes (exactly
 * what the kernels lay out) within the MAX_DYNAMIC_SHARED_SIZE_BYTES it set, and (persistent
 * ring) 5 templates and at most 4 column boxes per work item.
 *
 * FAKE_GROUPED_WIDEN=1 makes the model's stores one 16-byte granule too wide (the check must fail). */
#define cuLaunchKernel base_cuLaunchKernel
#define cuDeviceGetAttribute base_cuDeviceGetAttribute
#include "../../../tools/gpu-runner/fake-cuda/fake_cuda.c"
#undef cuLaunchKernel
#undef cuDeviceGetAttribute

/* 7 SMs, so that the persistent kernels' chunks divide the work unevenly. */
CUresult cuDeviceGetAttribute(int *v, int attr, int d) {
  if (attr == 16) { *v = 7; return OK; }
  return base_cuDeviceGetAttribute(v, attr, d);
}

CUresult cuMemAllocHost_v2(void **p, size_t n) { *p = aligned_alloc(4096, (n + 4095) / 4096 * 4096); return *p ? OK : 2; }
CUresult cuMemFreeHost(void *p) { free(p); return OK; }
CUresult cuMemcpyHtoDAsync_v2(uint64_t d, const void *s, size_t n, void *st) { (void)st; memcpy((void *)(uintptr_t)d, s, n); return OK; }

typedef struct { uint64_t addr, cols, rows, pitch; } Map;

static int fail(const char *kernel, const char *what) {
  fprintf(stderr, "[fake-grouped] %s: %s\n", kernel, what);
  return INVALID_VALUE;
}

/* The fake image: [0] data type, [1] rank, [8..16) address, [16..) dims, [56..) strides, [88..) box. */
static int decode(const uint8_t *img, Map *m, const char *kernel) {
  uint64_t d[2], s;
  uint32_t box[2];
  if (img[7] != 0x7a || img[6] != 1) return fail(kernel, "descriptor image not written by the fake encoder (tiled)");
  if (img[0] != 7 || img[1] != 2) return fail(kernel, "descriptor not f32 rank 2");
  memcpy(&m->addr, img + 8, 8);
  memcpy(d, img + 16, 16);
  memcpy(&s, img + 56, 8);
  memcpy(box, img + 88, 8);
  if (box[0] != 64 || box[1] != 64) return fail(kernel, "box not 64 x 64");
  m->cols = d[0]; m->rows = d[1]; m->pitch = s;
  return OK;
}

/* One CTA's band: nt boxes of 64 x 64 at rows 64 band.., loaded from s (zero outside it,
 * element-exact) and stored to d, clipped to it as the H200 does: rows exactly, the innermost
 * dimension at 16-byte granularity (bench/RESULTS.md, 2026-11-22: the last granule of a row is
 * written whole, from the zero-filled box). */
static void band(const Map *s, const Map *d, uint64_t b, uint64_t nt) {
  uint64_t widen = getenv("FAKE_GROUPED_WIDEN") ? 4 : 0;
  uint64_t dcols = (d->cols + 3) / 4 * 4 + widen;
  for (uint64_t t = 0; t < nt; t++)
    for (uint64_t r = 64 * b; r < 64 * b + 64; r++)
      for (uint64_t c = 64 * t; c < 64 * t + 64; c++) {
        float v = 0.0f;
        if (r < s->rows && c < s->cols) memcpy(&v, (void *)(uintptr_t)(s->addr + r * s->pitch + 4 * c), 4);
        if (r < d->rows && c < dcols) memcpy((void *)(uintptr_t)(d->addr + r * d->pitch + 4 * c), &v, 4);
      }
}

#define U64(i) (*(uint64_t *)params[i])

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void *st, void **params, void **extra) {
  Function *fn = f;
  const char *k = fn->name;
  int dsl_band = !strcmp(k, "dsl_grouped_band");
  int rebind_ring = !strcmp(k, "grouped_rebind_ring") || dsl_band, persistent_ring = !strcmp(k, "grouped_persistent_ring") || !strcmp(k, "dsl_grouped_ring");
  int rebind = !strcmp(k, "grouped_rebind") || !strcmp(k, "grouped_rebind_pf") || rebind_ring, table = !strcmp(k, "grouped_table"), one = !strcmp(k, "group_one");
  int persistent = !strcmp(k, "grouped_persistent"), persistent_fixed = !strcmp(k, "group_persistent_fixed");
  int persistent_boxes = !strcmp(k, "group_persistent_boxes"), persistent_table = !strcmp(k, "group_persistent_table");
  if (!rebind && !table && !one && !persistent && !persistent_fixed && !persistent_boxes && !persistent_table && !persistent_ring) return base_cuLaunchKernel(f, gx, gy, gz, bx, by, bz, smem, st, params, extra);
  if (gy != 1 || gz != 1 || bx != 32 || by != 1 || bz != 1) return fail(k, "launch geometry");
  {
    /* 4 (8) stages of 64 x 64 f32 and as many 8-byte mbarriers */
    int dsl = !strcmp(k, "dsl_grouped_ring");
    /* tile-dsl's ring: as much as its manifest says (the runner reads it), over 48 KiB */
    unsigned want = rebind_ring ? 4 * 16384 + 4 * 8 : dsl ? (smem > 48 * 1024 ? smem : 0) : persistent_ring ? 8 * 16384 + 8 * 8 : 0;
    if (smem != want) return fail(k, "dynamic shared memory is not what the kernel lays out");
    if (want > 48 * 1024 && (int)want > fn->max_dynamic_smem) return fail(k, "MAX_DYNAMIC_SHARED_SIZE_BYTES not raised");
  }
  if (persistent_fixed) {
    /* maps, then the band count and the boxes per band; CTA b: bands [b * per, (b + 1) * per) */
    Map s, d;
    if (decode(params[0], &s, k) || decode(params[1], &d, k)) return INVALID_VALUE;
    uint32_t nbands = *(uint32_t *)params[2], nt = *(uint32_t *)params[3];
    uint64_t per = (nbands + gx - 1) / gx;
    for (uint64_t b = 0; b < gx; b++)
      for (uint64_t w = b * per; w < (b + 1) * per && w < nbands; w++) band(&s, &d, w, nt);
    return OK;
  }
  if (persistent_boxes) {
    /* maps, work and grp memrefs, nwork, the dense band count: CTA b walks (d)'s chunk; work
     * item w copies dense boxes (t, w mod nbands), t < the group's column boxes */
    Map s, d;
    if (decode(params[0], &s, k) || decode(params[1], &d, k)) return INVALID_VALUE;
    const int32_t *wk = (const int32_t *)(uintptr_t)U64(3);
    const int64_t *gt = (const int64_t *)(uintptr_t)U64(8);
    uint32_t nwork = *(uint32_t *)params[12], nbands = *(uint32_t *)params[13];
    if (!nbands) return fail(k, "no dense bands");
    uint64_t per = (nwork + gx - 1) / gx;
    for (uint64_t b = 0; b < gx; b++)
      for (uint64_t w = b * per; w < (b + 1) * per && w < nwork; w++) {
        int64_t nt = gt[8 * wk[2 * w] + 6];
        for (int64_t t = 0; t < nt; t++)
          for (uint64_t r = 64 * (w % nbands); r < 64 * (w % nbands) + 64; r++)
            memcpy((void *)(uintptr_t)(d.addr + r * d.pitch + 256 * t), (void *)(uintptr_t)(s.addr + r * s.pitch + 256 * t), 256);
      }
    return OK;
  }
  if (one) {
    Map s, d;
    if (decode(params[0], &s, k) || decode(params[1], &d, k)) return INVALID_VALUE;
    uint32_t nt = *(uint32_t *)params[2];
    for (unsigned b = 0; b < gx; b++) band(&s, &d, b, nt);
    return OK;
  }
  /* work (memref: alloc, aligned, offset, size, stride) then grp */
  const int32_t *work = (const int32_t *)(uintptr_t)U64(1);
  const int64_t *grp = (const int64_t *)(uintptr_t)U64(6);
  if (U64(2) || U64(7) || U64(4) != 1 || U64(9) != 1) return fail(k, "table memrefs not dense from offset 0");
  uint64_t groups = U64(8) / 8;
  if (persistent_table) {
    /* (work, grp, nwork, descs): (d)'s chunks, each work item through (b)'s descriptors */
    uint32_t nwork = *(uint32_t *)params[10];
    if (U64(13) || U64(15) != 1 || U64(14) < 256 * groups || U64(12) % 128) return fail(k, "descriptor array memref");
    const uint8_t *descs = (const uint8_t *)(uintptr_t)U64(12);
    uint64_t per = (nwork + gx - 1) / gx;
    for (uint64_t b = 0; b < gx; b++)
      for (uint64_t w = b * per; w < (b + 1) * per && w < nwork; w++) {
        int32_t g = work[2 * w], bd = work[2 * w + 1];
        if (g < 0 || (uint64_t)g >= groups) return fail(k, "group index out of the group table");
        Map s, d;
        if (decode(descs + 256 * g, &s, k) || decode(descs + 256 * g + 128, &d, k)) return INVALID_VALUE;
        band(&s, &d, (uint64_t)bd, (uint64_t)grp[8 * g + 6]);
      }
    return OK;
  }
  if (persistent_ring) {
    /* (work, grp, nwork, T templates, workspace): (d)'s chunks, at most 4 column boxes per item;
     * T = 5 (@grouped_persistent_ring, tile-dsl's with lookahead 1), 3 L + 2 for lookahead L */
    uint32_t nwork = *(uint32_t *)params[10];
    int templates = fn->n - 16;
    if (templates < 2) return fail(k, "fewer than 2 templates");
    uint64_t ws = U64(11 + templates);
    Map t;
    for (int i = 11; i < 11 + templates; i++) {
      if (decode(params[i], &t, k)) return INVALID_VALUE;
      if (t.addr != ws || t.cols != 64 || t.rows != 64 || t.pitch != 256) return fail(k, "template is not (workspace, dims = box, dense stride)");
    }
    if (U64(12 + templates) != ws || U64(13 + templates) || U64(15 + templates) != 1) return fail(k, "workspace memref");
    if (U64(14 + templates) < 128ull * templates * gx) return fail(k, "workspace smaller than gridDim.x x templates x 128 bytes");
    if (ws % 128) return fail(k, "workspace not 128-byte aligned");
    if (U64(3) < 2ull * nwork) return fail(k, "work table shorter than 2 x nwork");
    uint64_t per = (nwork + gx - 1) / gx;
    for (uint64_t b = 0; b < gx; b++)
      for (uint64_t w = b * per; w < (b + 1) * per && w < nwork; w++) {
        int32_t g = work[2 * w], bd = work[2 * w + 1];
        if (g < 0 || (uint64_t)g >= groups) return fail(k, "group index out of the group table");
        const int64_t *e = grp + 8 * g;
        Map s = {(uint64_t)e[0], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[4]};
        Map d = {(uint64_t)e[1], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[5]};
        band(&s, &d, (uint64_t)bd, e[6] < 4 ? (uint64_t)e[6] : 4);
      }
    return OK;
  }
  if (persistent) {
    /* (work, grp, nwork, template src, template dst, workspace): CTA b walks its chunk of the
     * work table; what it rebinds to is the band's group's entry, as in @grouped_rebind. */
    uint32_t nwork = *(uint32_t *)params[10];
    uint64_t ws = U64(14);
    Map t;
    for (int i = 11; i <= 12; i++) {
      if (decode(params[i], &t, k)) return INVALID_VALUE;
      if (t.addr != ws || t.cols != 64 || t.rows != 64 || t.pitch != 256) return fail(k, "template is not (workspace, dims = box, dense stride)");
    }
    if (U64(13) != ws || U64(15) || U64(17) != 1) return fail(k, "workspace memref");
    if (U64(16) < 256ull * gx) return fail(k, "workspace smaller than gridDim.x x 2 x 128 bytes");
    if (ws % 128) return fail(k, "workspace not 128-byte aligned");
    if (U64(3) < 2ull * nwork) return fail(k, "work table shorter than 2 x nwork");
    uint64_t per = (nwork + gx - 1) / gx;
    for (uint64_t b = 0; b < gx; b++)
      for (uint64_t w = b * per; w < (b + 1) * per && w < nwork; w++) {
        int32_t g = work[2 * w], bd = work[2 * w + 1];
        if (g < 0 || (uint64_t)g >= groups) return fail(k, "group index out of the group table");
        const int64_t *e = grp + 8 * g;
        Map s = {(uint64_t)e[0], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[4]};
        Map d = {(uint64_t)e[1], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[5]};
        band(&s, &d, (uint64_t)bd, (uint64_t)e[6]);
      }
    return OK;
  }
  if (U64(3) < 2ull * gx) return fail(k, "work table shorter than 2 x gridDim.x");
  if (rebind) {
    /* templates (by value), then the workspace memref (i8) */
    uint64_t ws = U64(13);
    Map t;
    for (int i = 10; i <= 11; i++) {
      if (decode(params[i], &t, k)) return INVALID_VALUE;
      if (t.addr != ws || t.cols != 64 || t.rows != 64 || t.pitch != 256) return fail(k, "template is not (workspace, dims = box, dense stride)");
    }
    if (U64(12) != ws || U64(14) || U64(16) != 1) return fail(k, "workspace memref");
    if (U64(15) < 256ull * gx) return fail(k, "workspace smaller than gridDim.x x 2 x 128 bytes");
    if (ws % 128) return fail(k, "workspace not 128-byte aligned");
  } else if (U64(12) || U64(14) != 1 || U64(13) < 256 * groups || U64(11) % 128) {
    return fail(k, "descriptor array memref");
  }
  for (unsigned b = 0; b < gx; b++) {
    int32_t g = work[2 * b], bd = work[2 * b + 1];
    if (g < 0 || (uint64_t)g >= groups) return fail(k, "group index out of the group table");
    const int64_t *e = grp + 8 * g;
    Map s, d;
    if (rebind) {
      /* what the rebind writes: address, dims [cols, rows], stride [pitch] */
      s = (Map){(uint64_t)e[0], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[4]};
      d = (Map){(uint64_t)e[1], (uint64_t)e[3], (uint64_t)e[2], (uint64_t)e[5]};
    } else {
      const uint8_t *descs = (const uint8_t *)(uintptr_t)U64(11);
      if (decode(descs + 256 * g, &s, k) || decode(descs + 256 * g + 128, &d, k)) return INVALID_VALUE;
    }
    band(&s, &d, (uint64_t)bd, (uint64_t)e[6]);
  }
  return OK;
}
