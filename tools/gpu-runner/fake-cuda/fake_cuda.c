/* A fake libcuda.so.1 for a dry run of gpu-runner's host-so mode on a machine without a GPU
 * (tools/gpu-check --prepare, stage "host-so dry run"). It implements just the driver calls
 * that path makes: "device" memory is host memory, a module keeps its PTX text (the sizes of a
 * kernel's parameters come from its .entry), a launch does nothing (the outputs stay
 * poisoned, so the runner's result checks fail: only the launch and descriptor checks mean
 * anything), and cuTensorMapEncodeTiled / cuTensorMapEncodeIm2col write a deterministic
 * 128-byte image of their arguments (not the real CUtensorMap format) after the driver's
 * basic rules, so that the runner's byte-for-byte cross-check compares what the generated
 * host code passed to the encoder with what the runner passes.
 *
 * Image: [0] data type, [1] rank, [2] interleave, [3] swizzle, [4] L2 promotion, [5] OOB fill,
 * [6] 1 tiled / 2 im2col, [7] 0x7a; [8..16) address; [16..56) dims (u64 x 5); [56..88) strides
 * (u64 x 4); tiled: [88..108) box (u32 x 5); im2col: [88..91) lower corner, [91..94) upper
 * corner (i8), [96..100) channels per pixel, [100..104) pixels per column; [108..128) element
 * strides (u32 x 5).
 *
 * To exercise the runner's failure reports: FAKE_CUDA_FAIL_ENCODE=n makes the n-th encode call
 * (counting from 1, host code and runner alike) return CUDA_ERROR_INVALID_VALUE, and
 * FAKE_CUDA_PERTURB_ENCODE=n flips byte 3 of the n-th call's image. FAKE_CUDA_DUMP_PARAMS=file
 * appends every launch's parameter bytes to file (one line per parameter, hex), for tests of
 * the parameters the runner builds itself (from a launch manifest). Events and stream waits
 * (async launches, cached rebind workspaces) complete at once. tile-runtime's tests launch
 * through it too (runtime/tests/fake_driver.rs, python/tests/test_launch_fake.py): it loads
 * with cuModuleLoadData and asks cuPointerGetAttribute which device an address is on (device 0
 * for an address inside a live cuMemAlloc, an error for any other). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum { OK = 0, INVALID_VALUE = 1, NOT_FOUND = 500, INVALID_HANDLE = 400 };

CUresult cuInit(unsigned f) { (void)f; return OK; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(int *d, int o) { if (o) return INVALID_VALUE; *d = 0; return OK; }
CUresult cuDeviceGetName(char *name, int len, int d) { (void)d; snprintf(name, len, "fake CUDA device (host memory, no kernels run)"); return OK; }
CUresult cuDeviceGetAttribute(int *v, int attr, int d) {
  (void)d;
  switch (attr) {
  case 75: *v = 9; break;   /* COMPUTE_CAPABILITY_MAJOR */
  case 76: *v = 0; break;   /* MINOR */
  case 16: *v = 1; break;   /* MULTIPROCESSOR_COUNT */
  case 97: *v = 232448; break; /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN (sm_90: 227 KiB) */
  default: *v = 0;
  }
  return OK;
}
static int ctx_token;
CUresult cuDevicePrimaryCtxRetain(void **c, int d) { (void)d; *c = &ctx_token; return OK; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { (void)d; return OK; }
CUresult cuCtxSetCurrent(void *c) { (void)c; return OK; }
CUresult cuCtxSynchronize(void) { return OK; }
static int streams;
CUresult cuStreamCreate(void **s, unsigned f) { (void)f; *s = malloc(1); streams++; return OK; }
CUresult cuStreamDestroy_v2(void *s) { free(s); streams--; return OK; }
CUresult cuStreamQuery(void *s) { (void)s; return OK; }
CUresult cuStreamSynchronize(void *s) { (void)s; return OK; }
CUresult cuGetErrorName(CUresult r, const char **s) { (void)r; *s = "FAKE_CUDA_ERROR"; return OK; }
CUresult cuGetErrorString(CUresult r, const char **s) { (void)r; *s = "an error of the fake libcuda"; return OK; }

/* "Device" allocations are remembered so that cuPointerGetAttribute can tell them from host
 * pointers (tile-runtime asks which device a tensor lives on). */
enum { MAX_ALLOCATIONS = 4096 };
static struct { uint64_t base; size_t size; } allocations[MAX_ALLOCATIONS];
CUresult cuMemAlloc_v2(uint64_t *p, size_t n) {
  void *m = aligned_alloc(256, (n + 255) / 256 * 256);
  if (!m) return 2;
  *p = (uint64_t)(uintptr_t)m;
  for (int i = 0; i < MAX_ALLOCATIONS; i++)
    if (!allocations[i].base) { allocations[i].base = *p; allocations[i].size = n; break; }
  return OK;
}
CUresult cuMemFree_v2(uint64_t p) {
  for (int i = 0; i < MAX_ALLOCATIONS; i++)
    if (allocations[i].base == p) allocations[i].base = 0;
  free((void *)(uintptr_t)p);
  return OK;
}
/* CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL (9) of an address inside a live allocation: device 0. */
CUresult cuPointerGetAttribute(void *data, int attribute, uint64_t p) {
  if (attribute != 9) return INVALID_VALUE;
  for (int i = 0; i < MAX_ALLOCATIONS; i++)
    if (allocations[i].base && p >= allocations[i].base && p < allocations[i].base + allocations[i].size) {
      *(int *)data = 0;
      return OK;
    }
  return INVALID_VALUE;
}
CUresult cuMemsetD8_v2(uint64_t p, unsigned char v, size_t n) { memset((void *)(uintptr_t)p, v, n); return OK; }
CUresult cuMemcpyHtoD_v2(uint64_t d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return OK; }
CUresult cuMemcpyDtoH_v2(void *d, uint64_t s, size_t n) { memcpy(d, (void *)(uintptr_t)s, n); return OK; }

/* Modules and functions. */
typedef struct { char *ptx; } Module;
typedef struct { Module *m; char name[256]; int n; size_t size[256], off[256]; int max_dynamic_smem; } Function;

CUresult cuModuleLoadDataEx(void **mod, const void *image, unsigned n, int *o, void **v) {
  (void)n; (void)o; (void)v;
  const char *p = image;
  if (!strstr(p, ".entry")) return 218; /* INVALID_PTX */
  Module *m = malloc(sizeof *m);
  m->ptx = strdup(p);
  *mod = m;
  return OK;
}
/* tile-runtime loads with the plain call. */
CUresult cuModuleLoadData(void **mod, const void *image) { return cuModuleLoadDataEx(mod, image, 0, NULL, NULL); }
CUresult cuModuleUnload(void *mod) { Module *m = mod; free(m->ptx); free(m); return OK; }

static size_t decl_size(const char *d, size_t len) {
  char buf[512];
  if (len >= sizeof buf) len = sizeof buf - 1;
  memcpy(buf, d, len); buf[len] = 0;
  char *br = strchr(buf, '[');
  int bits = 0;
  const char *types[] = {".b8", ".u8", ".s8", ".b16", ".u16", ".s16", ".f16", ".b32", ".u32", ".s32", ".f32", ".b64", ".u64", ".s64", ".f64"};
  const int tb[] = {8, 8, 8, 16, 16, 16, 16, 32, 32, 32, 32, 64, 64, 64, 64};
  for (unsigned i = 0; i < sizeof tb / sizeof tb[0]; i++) {
    const char *t = strstr(buf, types[i]);
    if (t && (t[strlen(types[i])] == ' ' || t[strlen(types[i])] == '\t')) bits = tb[i];
  }
  if (br) return (size_t)atol(br + 1) * (bits ? bits : 8) / 8;
  return bits / 8;
}

CUresult cuModuleGetFunction(void **f, void *mod, const char *name) {
  Module *m = mod;
  char head[300];
  snprintf(head, sizeof head, ".entry %s(", name);
  const char *p = strstr(m->ptx, head);
  if (!p) return NOT_FOUND;
  p += strlen(head);
  const char *end = strchr(p, ')');
  if (!end) return 218;
  Function *fn = calloc(1, sizeof *fn);
  fn->m = m;
  snprintf(fn->name, sizeof fn->name, "%s", name);
  size_t off = 0;
  while (p < end) {
    const char *c = memchr(p, ',', (size_t)(end - p));
    if (!c) c = end;
    size_t s = decl_size(p, (size_t)(c - p));
    if (s) {
      size_t a = s >= 8 ? (s >= 128 ? 64 : 8) : s;
      off = (off + a - 1) / a * a;
      fn->size[fn->n] = s; fn->off[fn->n] = off; off += s; fn->n++;
    }
    p = c + 1;
  }
  *f = fn;
  return OK;
}
CUresult cuFuncGetParamCount(void *f, size_t *n) { *n = (size_t)((Function *)f)->n; return OK; }
CUresult cuFuncGetParamInfo(void *f, size_t i, size_t *off, size_t *size) {
  Function *fn = f;
  if (i >= (size_t)fn->n) return INVALID_VALUE;
  *off = fn->off[i]; *size = fn->size[i];
  return OK;
}
CUresult cuFuncGetAttribute(int *v, int a, void *f) { (void)a; (void)f; *v = 0; return OK; }
/* Dynamic shared memory as the driver rules it: a launch may ask for up to 48 KiB, more only up
 * to what CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES (8) was raised to, itself at most the
 * opt-in limit (227 KiB, sm_90). Other attributes are accepted and ignored. */
enum { MAX_DYNAMIC_SHARED_SIZE_BYTES = 8, DEFAULT_DYNAMIC_SMEM = 48 * 1024, OPTIN_SMEM = 232448 };
CUresult cuFuncSetAttribute(void *f, int a, int v) {
  Function *fn = f;
  if (a != MAX_DYNAMIC_SHARED_SIZE_BYTES) return OK;
  if (v < 0 || v > OPTIN_SMEM) return INVALID_VALUE;
  fn->max_dynamic_smem = v;
  fprintf(stderr, "[fake-cuda] %s: MAX_DYNAMIC_SHARED_SIZE_BYTES = %d\n", fn->name, v);
  return OK;
}
static int launches;
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void *s, void **params, void **extra) {
  (void)s; (void)extra;
  Function *fn = f;
  launches++;
  if (smem > DEFAULT_DYNAMIC_SMEM && (int)smem > fn->max_dynamic_smem) {
    fprintf(stderr, "[fake-cuda] launch %d: %s asks for %u bytes of dynamic shared memory, over 48 KiB "
            "and over MAX_DYNAMIC_SHARED_SIZE_BYTES (%d): CUDA_ERROR_INVALID_VALUE\n", launches, fn->name, smem,
            fn->max_dynamic_smem);
    return INVALID_VALUE;
  }
  fprintf(stderr, "[fake-cuda] launch %d: %s grid %u x %u x %u, block %u x %u x %u, smem %u, %d params (nothing runs)\n",
          launches, fn->name, gx, gy, gz, bx, by, bz, smem, fn->n);
  /* FAKE_CUDA_DUMP_PARAMS=<file>: append "launch <n> <kernel> param <i> <hex bytes>" lines. */
  const char *dump = getenv("FAKE_CUDA_DUMP_PARAMS");
  if (dump && params) {
    FILE *out = fopen(dump, "a");
    if (!out) return INVALID_VALUE;
    for (int i = 0; i < fn->n; i++) {
      const uint8_t *b = params[i];
      fprintf(out, "launch %d %s param %d ", launches, fn->name, i);
      for (size_t k = 0; k < fn->size[i]; k++) fprintf(out, "%02x", b[k]);
      fputc('\n', out);
    }
    fclose(out);
  }
  return OK;
}

/* Encoders. */
static int encodes;
static int nth(const char *var) { const char *v = getenv(var); return v ? atoi(v) : 0; }
static int finish(void *map, uint8_t *img) {
  encodes++;
  fprintf(stderr, "[fake-cuda] encode %d\n", encodes);
  if (encodes == nth("FAKE_CUDA_FAIL_ENCODE")) return INVALID_VALUE;
  if (encodes == nth("FAKE_CUDA_PERTURB_ENCODE")) img[3] ^= 0x10;
  memcpy(map, img, 128);
  return OK;
}
static int common(uint8_t *img, int dt, unsigned rank, const void *addr, const uint64_t *dims, const uint64_t *strides,
                  const uint32_t *es, int il, int sw, int l2, int oob, int mode) {
  if (rank < 1 || rank > 5 || dt < 0 || dt > 12) return INVALID_VALUE;
  if ((uintptr_t)addr % 16) return INVALID_VALUE;
  for (unsigned i = 0; i + 1 < rank; i++) if (strides[i] % 16) return INVALID_VALUE;
  memset(img, 0, 128);
  img[0] = (uint8_t)dt; img[1] = (uint8_t)rank; img[2] = (uint8_t)il; img[3] = (uint8_t)sw; img[4] = (uint8_t)l2;
  img[5] = (uint8_t)oob; img[6] = (uint8_t)mode; img[7] = 0x7a;
  uint64_t a = (uint64_t)(uintptr_t)addr;
  memcpy(img + 8, &a, 8);
  memcpy(img + 16, dims, 8 * rank);
  if (rank > 1) memcpy(img + 56, strides, 8 * (rank - 1));
  memcpy(img + 108, es, 4 * rank);
  return OK;
}
CUresult cuTensorMapEncodeTiled(void *map, int dt, unsigned rank, void *addr, const uint64_t *dims, const uint64_t *strides,
                                const uint32_t *box, const uint32_t *es, int il, int sw, int l2, int oob) {
  uint8_t img[128];
  int r = common(img, dt, rank, addr, dims, strides, es, il, sw, l2, oob, 1);
  if (r) return r;
  for (unsigned i = 0; i < rank; i++) if (box[i] < 1 || box[i] > 256) return INVALID_VALUE;
  memcpy(img + 88, box, 4 * rank);
  return finish(map, img);
}
CUresult cuTensorMapEncodeIm2col(void *map, int dt, unsigned rank, void *addr, const uint64_t *dims, const uint64_t *strides,
                                 const int *lower, const int *upper, unsigned cpp, unsigned ppc, const uint32_t *es,
                                 int il, int sw, int l2, int oob) {
  uint8_t img[128];
  if (rank < 3) return INVALID_VALUE;
  int r = common(img, dt, rank, addr, dims, strides, es, il, sw, l2, oob, 2);
  if (r) return r;
  for (unsigned i = 0; i + 2 < rank; i++) { img[88 + i] = (uint8_t)(int8_t)lower[i]; img[91 + i] = (uint8_t)(int8_t)upper[i]; }
  memcpy(img + 96, &cpp, 4);
  memcpy(img + 100, &ppc, 4);
  return finish(map, img);
}

/* The kernel-case path of the runner (gpu-runner run with a PTX module) launches this way. A
 * cluster-dimension launch attribute (CUlaunchAttribute: a 4-byte id, padding, a 64-byte value
 * whose first three words are x, y, z) is reported on stderr before the launch's own line. */
typedef struct { unsigned id, pad; unsigned value[16]; } LaunchAttribute;
enum { LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4 };
typedef struct { unsigned gx, gy, gz, bx, by, bz, smem; void *stream; LaunchAttribute *attrs; unsigned nattrs; } LaunchConfig;
CUresult cuLaunchKernelEx(const LaunchConfig *c, void *f, void **params, void **extra) {
  for (unsigned i = 0; i < c->nattrs; i++) {
    const LaunchAttribute *a = &c->attrs[i];
    if (a->id == LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
      fprintf(stderr, "[fake-cuda] launch %d: cluster %u x %u x %u (launch attribute)\n", launches + 1, a->value[0],
              a->value[1], a->value[2]);
  }
  return cuLaunchKernel(f, c->gx, c->gy, c->gz, c->bx, c->by, c->bz, c->smem, c->stream, params, extra);
}

/* Timing (events: every interval reads 1 microsecond). */
CUresult cuEventCreate(void **e, unsigned f) { (void)f; *e = malloc(1); return OK; }
CUresult cuEventDestroy_v2(void *e) { free(e); return OK; }
CUresult cuEventRecord(void *e, void *s) { (void)e; (void)s; return OK; }
CUresult cuEventSynchronize(void *e) { (void)e; return OK; }
CUresult cuEventQuery(void *e) { (void)e; return OK; }
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) { (void)s; (void)e; (void)f; return OK; }
CUresult cuEventElapsedTime_v2(float *ms, void *a, void *b) { (void)a; (void)b; *ms = 0.001f; return OK; }
CUresult cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t n, void *st) { (void)st; memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return OK; }
