// A probe, not a reference (the grouped copy at G = 64): how long does one device rebind keep a CTA's
// first TMA load waiting? One CTA per SM, one warp each; every CTA copies one 64 x 64 f32 box
// (16 KiB) from its own rows of a matrix into shared memory, through a descriptor that is:
//   fixed      the __grid_constant__ parameter (no rebind: the baseline)
//   global     rebound by lane 0 in the CTA's global slot: seed (template copy, 16-byte stores),
//              tensormap.replace of address, dims and stride, release.gpu, acquire.gpu (the
//              planner's global path, conditional form's first write)
//   global-ns  the same without the seed (the slot keeps the previous launch's descriptor:
//              a later rebind of the conditional form)
//   staged     lane 0 builds it in shared memory (seed + tensormap.replace .shared::cta), copies
//              the 128 bytes into the global slot with 16-byte stores, release.gpu, acquire.gpu
//              (slots=staged)
//   warp       lane 0 builds it in shared memory, __syncwarp, the whole warp publishes it with
//              tensormap.cp_fenceproxy ... release.gpu.sync.aligned, lane 0 acquires (the shared
//              path: CUTLASS's grouped GEMMs)
// Reported: the kernel's time per launch (CUDA events around 2000 launches, after a warm-up)
// and the per-CTA cycles from the start of the rebind to the load's completion (clock64,
// averaged over CTAs and launches), each variant against `fixed` in the same process.
//
// Build and run on the GPU machine:
//   nvcc -O2 -gencode arch=compute_90a,code=sm_90a rebind_latency.cu -lcuda -o rebind_latency
//   ./rebind_latency
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstring>

enum Variant { FIXED, GLOBAL, GLOBAL_NOSEED, STAGED, WARP, VARIANTS };
static const char* kNames[VARIANTS] = {"fixed", "global", "global-ns", "staged", "warp"};

constexpr int kBox = 64;
constexpr int kBytes = kBox * kBox * 4;

__device__ __forceinline__ void seed16(void* dst, const void* src) {
  const uint4* s = reinterpret_cast<const uint4*>(src);
  uint4* d = reinterpret_cast<uint4*>(dst);
#pragma unroll
  for (int i = 0; i < 8; i++) d[i] = s[i];
}

template <int V>
__global__ void __launch_bounds__(32) probe(const __grid_constant__ CUtensorMap tmpl,
                                            unsigned char* slots, const float* src, int rows,
                                            int cols, unsigned long long pitch,
                                            unsigned long long* cycles, float* sink) {
  __shared__ alignas(1024) float smem[kBox * kBox];
  __shared__ alignas(128) unsigned char staging[128];
  __shared__ alignas(8) unsigned long long bar;
  const int lane = threadIdx.x;
  unsigned char* slot = slots + 128 * blockIdx.x;
  unsigned b = (unsigned)__cvta_generic_to_shared(&bar);
  unsigned s = (unsigned)__cvta_generic_to_shared(smem);
  unsigned st = (unsigned)__cvta_generic_to_shared(staging);
  if (lane == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(b));
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncwarp();
  // This CTA's rows: a distinct base address per CTA, as a group's would be.
  const float* base = src + (size_t)blockIdx.x * kBox * (pitch / 4);
  const void* desc = &tmpl;
  unsigned long long t0 = clock64();
  if (V == GLOBAL || V == GLOBAL_NOSEED) {
    if (lane == 0) {
      if (V == GLOBAL) seed16(slot, &tmpl);
      asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;" ::"l"(slot), "l"(base) : "memory");
      asm volatile("tensormap.replace.tile.global_dim.global.b1024.b32 [%0], 0, %1;" ::"l"(slot), "r"(cols) : "memory");
      asm volatile("tensormap.replace.tile.global_dim.global.b1024.b32 [%0], 1, %1;" ::"l"(slot), "r"(rows) : "memory");
      asm volatile("tensormap.replace.tile.global_stride.global.b1024.b64 [%0], 0, %1;" ::"l"(slot), "l"(pitch) : "memory");
      asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
      asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(slot) : "memory");
    }
    desc = slot;
  } else if (V == STAGED || V == WARP) {
    if (lane == 0) {
      seed16(staging, &tmpl);
      asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;" ::"r"(st), "l"(base) : "memory");
      asm volatile("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%0], 0, %1;" ::"r"(st), "r"(cols) : "memory");
      asm volatile("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%0], 1, %1;" ::"r"(st), "r"(rows) : "memory");
      asm volatile("tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%0], 0, %1;" ::"r"(st), "l"(pitch) : "memory");
      if (V == STAGED) {
        seed16(slot, staging);
        asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
      }
    }
    if (V == WARP) {
      __syncwarp();
      asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;"
                   ::"l"(slot), "r"(st) : "memory");
    }
    if (lane == 0) asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(slot) : "memory");
    desc = slot;
  }
  if (lane == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(b), "r"(kBytes) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                 ::"r"(s), "l"(desc), "r"(0), "r"(V == FIXED ? (int)(blockIdx.x * kBox) : 0), "r"(b) : "memory");
    unsigned done = 0;
    while (!done) {
      asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                   : "=r"(done) : "r"(b) : "memory");
    }
    unsigned long long t1 = clock64();
    atomicAdd(cycles, t1 - t0);
    if (smem[lane] == -1.0f) sink[blockIdx.x] = smem[lane];
  }
}

static void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) {
    printf("%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  cudaDeviceProp prop;
  check(cudaGetDeviceProperties(&prop, 0), "props");
  const int ctas = prop.multiProcessorCount;
  const int cols = 256, rows = ctas * kBox;
  const unsigned long long pitch = cols * 4;
  float *src, *sink;
  unsigned char* slots;
  unsigned long long* cycles;
  check(cudaMalloc(&src, (size_t)rows * pitch), "src");
  check(cudaMalloc(&sink, ctas * 4), "sink");
  check(cudaMalloc(&slots, 128 * ctas), "slots");
  check(cudaMalloc(&cycles, 8), "cycles");
  check(cudaMemset(src, 0, (size_t)rows * pitch), "memset");
  // The template: the whole matrix (fixed uses it as is; the rebinds overwrite every field
  // they write with the CTA's own rows, as the planner's template placeholders would be).
  alignas(64) CUtensorMap tmpl;
  cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
  cuuint64_t strides[1] = {pitch};
  cuuint32_t box[2] = {kBox, kBox}, es[2] = {1, 1};
  CUresult r = cuTensorMapEncodeTiled(&tmpl, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, src, dims, strides,
                                      box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                      CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) { printf("encode: %d\n", (int)r); return 1; }
  // Seed every slot once (global-ns relies on it).
  for (int c = 0; c < ctas; c++) check(cudaMemcpy(slots + 128 * c, &tmpl, 128, cudaMemcpyHostToDevice), "seed");
  auto launch = [&](int v) {
    switch (v) {
      case FIXED: probe<FIXED><<<ctas, 32>>>(tmpl, slots, src, kBox, cols, pitch, cycles, sink); break;
      case GLOBAL: probe<GLOBAL><<<ctas, 32>>>(tmpl, slots, src, kBox, cols, pitch, cycles, sink); break;
      case GLOBAL_NOSEED: probe<GLOBAL_NOSEED><<<ctas, 32>>>(tmpl, slots, src, kBox, cols, pitch, cycles, sink); break;
      case STAGED: probe<STAGED><<<ctas, 32>>>(tmpl, slots, src, kBox, cols, pitch, cycles, sink); break;
      case WARP: probe<WARP><<<ctas, 32>>>(tmpl, slots, src, kBox, cols, pitch, cycles, sink); break;
    }
  };
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  const int n = 2000;
  printf("device: %s, %d SMs, %d CTAs x 32 threads, one 64x64 f32 box each\n", prop.name, ctas, ctas);
  printf("%-10s %12s %10s %14s %12s\n", "variant", "us/launch", "/fixed", "cycles/CTA", "-fixed");
  double base_us = 0, base_cyc = 0;
  for (int round = 0; round < 3; round++) {
    for (int v = 0; v < VARIANTS; v++) {
      for (int i = 0; i < 50; i++) launch(v);
      check(cudaDeviceSynchronize(), kNames[v]);
      check(cudaMemset(cycles, 0, 8), "zero");
      cudaEventRecord(a);
      for (int i = 0; i < n; i++) launch(v);
      cudaEventRecord(b);
      check(cudaEventSynchronize(b), kNames[v]);
      float ms = 0;
      cudaEventElapsedTime(&ms, a, b);
      unsigned long long c = 0;
      cudaMemcpy(&c, cycles, 8, cudaMemcpyDeviceToHost);
      double us = ms * 1000.0 / n, cyc = (double)c / ((double)n * ctas);
      if (v == FIXED) { base_us = us; base_cyc = cyc; }
      if (round == 2)
        printf("%-10s %12.3f %10.3f %14.0f %12.0f\n", kNames[v], us, us / base_us, cyc, cyc - base_cyc);
    }
  }
  return 0;
}
