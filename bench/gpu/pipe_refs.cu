// CUDA C++ ceilings for the pipelined kernels' goals: what the chip does for the
// same traffic without TMA, timed against cudaMemcpy D2D of the same bytes in the same process.
//
//   fanout4      4096 x 4096 f32 src read once, written to 4 dsts (multicast_4cta's traffic:
//                64 MiB read + 256 MiB written), 16-byte loads/stores, 4 independent per thread
//   memset       cudaMemsetD32Async over 320 MiB: writes only (DRAM write ceiling)
//   reduce_ldst  8192 x 8192 f32 dst += src by 16-byte load + load + add + store
//                (reduce_add_pipe's traffic: 768 MiB = src + dst read + dst written)
//   reduce_red   the same by red.global.add.v4.f32 (L2 read-modify-write, like the TMA reduce)
//   copy_oob     copy_2d_oob's shapes (src 8000 x 7996, dst 8100 x 8188, row pitches 31984 and
//                32752 bytes: 16- but not 32-byte multiples), dst = src inside, 0 outside,
//                16-byte accesses
//   copy_aligned the same kernel on 8192 x 8192 (pitch 32768 bytes)
//
// Every kernel is checked once on fresh random inputs (poisoned outputs) before it is timed.
// Timing: >= 100 ms warm-up, then 50 batches of 10 launches between CUDA events, median batch
// (the scheme of gpu-runner's timing.rs). One line per measurement, then a table.
//
// Build and run on the GPU machine:
//   nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -o pipe_refs bench/gpu/pipe_refs.cu && ./pipe_refs
#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(call)                                                                                    \
  do {                                                                                              \
    cudaError_t e_ = (call);                                                                        \
    if (e_ != cudaSuccess) {                                                                        \
      fprintf(stderr, "pipe_refs: %s failed: %s (%s)\n", #call, cudaGetErrorName(e_),              \
              cudaGetErrorString(e_));                                                              \
      exit(2);                                                                                      \
    }                                                                                               \
  } while (0)

__global__ void __launch_bounds__(256) fanout4(const float4* __restrict__ src, float4* __restrict__ d0,
                                               float4* __restrict__ d1, float4* __restrict__ d2,
                                               float4* __restrict__ d3, size_t n4) {
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += 4 * stride) {
    float4 v[4];
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4) v[k] = src[i + k * stride];
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4) {
        d0[i + k * stride] = v[k];
        d1[i + k * stride] = v[k];
        d2[i + k * stride] = v[k];
        d3[i + k * stride] = v[k];
      }
  }
}

__global__ void __launch_bounds__(256) reduce_ldst(const float4* __restrict__ src, float4* __restrict__ dst,
                                                   size_t n4) {
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += 4 * stride) {
    float4 a[4], b[4];
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4) {
        a[k] = src[i + k * stride];
        b[k] = dst[i + k * stride];
      }
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4)
        dst[i + k * stride] = make_float4(b[k].x + a[k].x, b[k].y + a[k].y, b[k].z + a[k].z, b[k].w + a[k].w);
  }
}

__global__ void __launch_bounds__(256) reduce_red(const float4* __restrict__ src, float4* dst, size_t n4) {
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += 4 * stride) {
    float4 a[4];
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4) a[k] = src[i + k * stride];
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4)
        asm volatile("red.global.add.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(dst + i + k * stride), "f"(a[k].x),
                     "f"(a[k].y), "f"(a[k].z), "f"(a[k].w)
                     : "memory");
  }
}

// dst (dr x dc4 float4s) = src (sr x sc4) inside, 0 outside; one 2-D grid-stride walk over dst.
__global__ void __launch_bounds__(256) copy_pad(const float4* __restrict__ src, float4* __restrict__ dst, int sr,
                                                int sc4, int dr, int dc4) {
  const size_t n4 = size_t(dr) * dc4, stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n4; i += 4 * stride) {
    float4 v[4];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const size_t j = i + k * stride;
      const int r = int(j / dc4), c = int(j % dc4);
      v[k] = make_float4(0.f, 0.f, 0.f, 0.f);
      if (j < n4 && r < sr && c < sc4) v[k] = src[size_t(r) * sc4 + c];
    }
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (i + k * stride < n4) dst[i + k * stride] = v[k];
  }
}

static uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Finite, normal, non-zero floats in [2^-8, 2^9), random sign; never the poison 0xFFFFFFFF.
static std::vector<float> random_floats(size_t n, uint64_t seed) {
  std::vector<float> v(n);
  uint64_t s = seed;
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = splitmix(s);
    uint32_t e = 127 - 8 + (uint32_t)((r >> 32) % 17);
    uint32_t bits = (uint32_t)((r >> 63) << 31) | (e << 23) | (uint32_t)(r & 0x7FFFFF);
    memcpy(&v[i], &bits, 4);
  }
  return v;
}

template <class F>
static double median_ms(cudaStream_t s, F enqueue) {
  const int reps = 50, batch = 10;
  auto t0 = std::chrono::steady_clock::now();
  do {
    for (int i = 0; i < batch; ++i) enqueue();
    CK(cudaStreamSynchronize(s));
  } while (std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(100));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<double> v;
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(a, s));
    for (int i = 0; i < batch; ++i) enqueue();
    CK(cudaEventRecord(b, s));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    v.push_back(ms / batch);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  std::sort(v.begin(), v.end());
  return 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

struct Row {
  const char* name;
  double bytes, ms, memcpy_ms;
  bool ok;
};

static std::vector<Row> rows;
static cudaStream_t st;
static int grid_blocks;

// cudaMemcpy D2D moving `bytes` (read + write), i.e. a copy of bytes / 2.
static double memcpy_ms(double bytes) {
  size_t half = size_t(bytes / 2) & ~size_t(255);
  void *a, *b;
  CK(cudaMalloc(&a, half));
  CK(cudaMalloc(&b, half));
  CK(cudaMemset(a, 0x5A, half));
  double ms = median_ms(st, [&] { CK(cudaMemcpyAsync(b, a, half, cudaMemcpyDeviceToDevice, st)); });
  CK(cudaFree(a));
  CK(cudaFree(b));
  return ms * bytes / (2.0 * half);
}

static void report(const char* name, double bytes, double ms, bool ok) {
  double mc = memcpy_ms(bytes);
  rows.push_back({name, bytes, ms, mc, ok});
  printf("{\"ref\":\"%s\",\"status\":\"%s\",\"bytes\":%.0f,\"time_ms\":%.6f,\"gbps\":%.1f,\"memcpy_gbps\":%.1f,"
         "\"ratio\":%.3f}\n",
         name, ok ? "ok" : "wrong", bytes, ms, bytes / ms / 1e6, bytes / mc / 1e6, mc / ms);
  fflush(stdout);
}

static void run_fanout(uint64_t seed) {
  const size_t n = size_t(4096) * 4096, bytes = n * 4;
  std::vector<float> h = random_floats(n, seed), back(n);
  float *src, *d[4];
  CK(cudaMalloc(&src, bytes));
  for (auto& p : d) {
    CK(cudaMalloc(&p, bytes));
    CK(cudaMemset(p, 0xFF, bytes));
  }
  CK(cudaMemcpy(src, h.data(), bytes, cudaMemcpyHostToDevice));
  auto launch = [&] {
    fanout4<<<grid_blocks, 256, 0, st>>>((const float4*)src, (float4*)d[0], (float4*)d[1], (float4*)d[2],
                                         (float4*)d[3], n / 4);
    CK(cudaGetLastError());
  };
  launch();
  CK(cudaStreamSynchronize(st));
  bool ok = true;
  for (auto& p : d) {
    CK(cudaMemcpy(back.data(), p, bytes, cudaMemcpyDeviceToHost));
    ok = ok && memcmp(back.data(), h.data(), bytes) == 0;
  }
  report("fanout4 (1 read, 4 writes)", 5.0 * bytes, median_ms(st, launch), ok);
  // Writes only: cudaMemsetD32 over the same 320 MiB (the four dsts and src as one run each).
  report("memset (writes only, 320 MiB)", 5.0 * bytes, median_ms(st, [&] {
           for (auto& p : d) CK(cudaMemsetAsync(p, 0, bytes, st));
           CK(cudaMemsetAsync(src, 0, bytes, st));
         }),
         true);
  CK(cudaFree(src));
  for (auto& p : d) CK(cudaFree(p));
}

static void run_reduce(uint64_t seed) {
  const size_t n = size_t(8192) * 8192, bytes = n * 4;
  std::vector<float> hs = random_floats(n, seed), hd = random_floats(n, seed ^ 0xABCDEF), back(n);
  float *src, *dst;
  CK(cudaMalloc(&src, bytes));
  CK(cudaMalloc(&dst, bytes));
  CK(cudaMemcpy(src, hs.data(), bytes, cudaMemcpyHostToDevice));
  for (int which = 0; which < 2; ++which) {
    CK(cudaMemcpy(dst, hd.data(), bytes, cudaMemcpyHostToDevice));
    auto launch = [&] {
      if (which == 0)
        reduce_ldst<<<grid_blocks, 256, 0, st>>>((const float4*)src, (float4*)dst, n / 4);
      else
        reduce_red<<<grid_blocks, 256, 0, st>>>((const float4*)src, (float4*)dst, n / 4);
      CK(cudaGetLastError());
    };
    launch();
    CK(cudaStreamSynchronize(st));
    CK(cudaMemcpy(back.data(), dst, bytes, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (size_t i = 0; i < n && ok; ++i) ok = back[i] == hd[i] + hs[i];
    report(which == 0 ? "reduce_ldst (ld+ld+add+st)" : "reduce_red (red.global.add.v4.f32)", 3.0 * bytes,
           median_ms(st, launch), ok);
  }
  CK(cudaFree(src));
  CK(cudaFree(dst));
}

static void run_copy(uint64_t seed, int sr, int sc, int dr, int dc, const char* name) {
  const size_t sn = size_t(sr) * sc, dn = size_t(dr) * dc;
  std::vector<float> hs = random_floats(sn, seed), back(dn);
  float *src, *dst;
  CK(cudaMalloc(&src, sn * 4));
  CK(cudaMalloc(&dst, dn * 4));
  CK(cudaMemcpy(src, hs.data(), sn * 4, cudaMemcpyHostToDevice));
  CK(cudaMemset(dst, 0xFF, dn * 4));
  auto launch = [&] {
    copy_pad<<<grid_blocks, 256, 0, st>>>((const float4*)src, (float4*)dst, sr, sc / 4, dr, dc / 4);
    CK(cudaGetLastError());
  };
  launch();
  CK(cudaStreamSynchronize(st));
  CK(cudaMemcpy(back.data(), dst, dn * 4, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int r = 0; r < dr && ok; ++r)
    for (int c = 0; c < dc && ok; ++c) {
      float want = (r < sr && c < sc) ? hs[size_t(r) * sc + c] : 0.f;
      ok = memcmp(&back[size_t(r) * dc + c], &want, 4) == 0;
    }
  report(name, 4.0 * (sn + dn), median_ms(st, launch), ok);
  CK(cudaFree(src));
  CK(cudaFree(dst));
}

int main(int argc, char** argv) {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  grid_blocks = prop.multiProcessorCount * 8;  // 8 x 256 threads per SM
  CK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  uint64_t seed = (uint64_t)std::chrono::high_resolution_clock::now().time_since_epoch().count();
  fprintf(stderr, "pipe_refs: %s, %d SMs, seed %llu\n", prop.name, prop.multiProcessorCount,
          (unsigned long long)seed);
  const char* only = argc > 1 ? argv[1] : "all";
  auto want = [&](const char* w) { return !strcmp(only, "all") || strstr(only, w); };
  if (want("fanout")) run_fanout(seed);
  if (want("reduce")) run_reduce(seed + 1);
  if (want("copy")) {
    run_copy(seed + 2, 8000, 7996, 8100, 8188, "copy_oob (copy_2d_oob shapes)");
    run_copy(seed + 3, 8192, 8192, 8192, 8192, "copy_aligned (8192 x 8192)");
  }
  printf("\n| reference (%s) | MB moved | ms | GB/s | memcpy GB/s (same bytes) | vs memcpy | correct |\n", prop.name);
  printf("| --- | ---: | ---: | ---: | ---: | ---: | --- |\n");
  bool all = true;
  for (auto& r : rows) {
    printf("| %s | %.0f | %.4f | %.0f | %.0f | %.3f | %s |\n", r.name, r.bytes / 1e6, r.ms, r.bytes / r.ms / 1e6,
           r.bytes / r.memcpy_ms / 1e6, r.memcpy_ms / r.ms, r.ok ? "yes" : "NO");
    all = all && r.ok;
  }
  return all ? 0 : 1;
}
