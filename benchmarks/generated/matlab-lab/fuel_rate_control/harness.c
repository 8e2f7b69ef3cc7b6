/* Harness for the Embedded Coder (R2019a) build of fuel_rate_control from the fault-tolerant
 * fuel control example (sldemo_fuelsys), non-reusable interface (global rtU, rtY, rtDW):
 * Stateflow chart control_logic (sensor-failure counting, O2 warm-up after(480, tick) on a
 * 9-bit temporal counter, overspeed and multi-failure shutdown), look2_iflf_linlca 2-D
 * single-precision lookup tables with linear-search loops over const breakpoints and
 * clipping, discrete filters and an integrator.
 * Inputs in their physical ranges: throttle [0, 100] deg, speed [0, 700] rad/s,
 * EGO [0, 1.5] V, MAP [0, 1] bar.
 * PROP 1 (holds):  in DISABLED mode the fuel rate output is 0.
 * PROP 2 (false):  "fuel is only cut on overspeed (speed > 628)": two sensor failures shut
 *                  the fuel off at low speed.
 * PROP 3 (false):  "closed-loop EGO operation (O2_normal) never starts within the first
 *                  480 steps" -- the warm-up transition fires at step 481.
 * PROP 4 (holds):  the chart's temporal counter saturates at 511. */
#include <assert.h>
#include "fuel_rate_control.c"
#include "fuel_rate_control_data.c"

extern float nondet_float(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  fuel_rate_control_initialize();
  while (1) {
    rtU.sensors.throttle = nondet_float();
    rtU.sensors.speed = nondet_float();
    rtU.sensors.ego = nondet_float();
    rtU.sensors.map = nondet_float();
    __CPROVER_assume(0.0F <= rtU.sensors.throttle && rtU.sensors.throttle <= 100.0F);
    __CPROVER_assume(0.0F <= rtU.sensors.speed && rtU.sensors.speed <= 700.0F);
    __CPROVER_assume(0.0F <= rtU.sensors.ego && rtU.sensors.ego <= 1.5F);
    __CPROVER_assume(0.0F <= rtU.sensors.map && rtU.sensors.map <= 1.0F);
    fuel_rate_control_step();
#if PROP == 1
    assert(rtDW.fuel_mode != DISABLED || rtY.fuel_rate == 0.0F);
#elif PROP == 2
    assert(rtDW.fuel_mode != DISABLED || rtU.sensors.speed > 628.0F
           || rtDW.bitsForTID0.is_Fuel_Disabled == IN_Overspeed);
#elif PROP == 3
    assert(!rtDW.bitsForTID0.O2_normal);
#elif PROP == 4
    assert(rtDW.temporalCounter_i1 <= 511U);
#endif
  }
  return 0;
}
