/* Harness for the Embedded Coder (R2015a, MISRA/safety objectives) subsystem build
 * fuel_rate_control of the fault-tolerant fuel control system (sldemo_fuelsys): a Stateflow
 * chart control_logic (sensor-failure counting, O2 warm-up timer after(480, tick) on a
 * 9-bit temporal counter, overspeed and multi-failure shutdown), 2-D lookup tables
 * look2_iflf_linlca (single precision, linear-search loops over const breakpoints,
 * clipping), discrete filters and an integrator.  Reusable-function interface:
 * fuel_rate_control_step(RT_MODEL *, ExtU *, ExtY *), data attached through the RT_MODEL as
 * the generated ert_main.c does.
 * Inputs in their physical ranges: throttle [0, 100] deg, speed [0, 700] rad/s,
 * EGO [0, 1.5] V, MAP [0, 1] bar.
 * PROP 1 (holds):  in DISABLED mode the fuel rate output is 0.
 * PROP 2 (false):  "fuel is only cut on overspeed (speed > 628)": two sensor failures
 *                  (e.g. throttle and MAP out of range) shut the fuel off at low speed.
 * PROP 3 (false):  "a single sensor failure keeps the engine in LOW (emissions) mode":
 *                  one failure switches to RICH.
 * PROP 4 (false):  "closed-loop EGO operation (O2_normal) never starts within the first
 *                  480 steps" -- the warm-up transition after(480, tick) fires at step 481.
 * PROP 5 (holds):  the chart's temporal counter saturates at 511.
 * PROP 6..10: the requirements FRC-1..FRC-5 of requirements.toml, each with explicit history
 * variables (rose/fell: the previous value, false before step 1; "within n": the age of the
 * oldest trigger not yet answered).
 * PROP 6 (false, step 3):  "a MAP reading out of range (< 0.05 or > 0.95 bar) leaves the
 *                  low-emissions mode within 2 cycles": during the O2 warm-up a single failure
 *                  keeps LOW (the Warmup state checks the failure count only once O2_normal).
 * PROP 7 (false, step 3):  "fuel is re-enabled only below 603 rad/s": a multi-failure
 *                  shutdown (step 2) ends when one sensor recovers (step 3), at any speed up
 *                  to 628.
 * PROP 8 (false, step 2):  "an EGO reading above 1.2 V is flagged as an O2 sensor failure
 *                  within 1 cycle": not during the warm-up (O2_warmup does not read EGO).
 * PROP 9 (holds):  "the speed sensor is declared failed only when it reads 0": the only
 *                  transition into is_Speed == fail is taken on speed == 0.
 * PROP 10 (holds): "from the second cycle on, a speed above 628 rad/s cuts the fuel": the
 *                  last Fueling_Mode call of the step leaves Running for Overspeed when
 *                  speed > 628, and Fuel_Disabled is left only below 603 or for Rich_Mixture
 *                  on exit_from_Multi, which the final call then leaves for Overspeed. */
#include <assert.h>
#include "fuel_rate_control.c"
#include "fuel_rate_control_data.c"

extern float nondet_float(void);

#ifndef PROP
#define PROP 1
#endif

static RT_MODEL_fuel_rate_control_T fuel_rate_control_M_;
static RT_MODEL_fuel_rate_control_T *const fuel_rate_control_M = &fuel_rate_control_M_;
static DW_fuel_rate_control_T fuel_rate_control_DW;
static ExtU_fuel_rate_control_T fuel_rate_control_U;
static ExtY_fuel_rate_control_T fuel_rate_control_Y;

int main(void)
{
#if PROP == 6 || PROP == 8
  int age = -1; /* steps since the oldest trigger not yet answered, -1: none */
#elif PROP == 7 || PROP == 9
  _Bool was = 0; /* the condition at the previous step, false before step 1 */
#elif PROP == 10
  int step = 0; /* saturating step counter */
#endif
  fuel_rate_control_M->ModelData.dwork = &fuel_rate_control_DW;
  fuel_rate_control_initialize(fuel_rate_control_M);
  while (1) {
    fuel_rate_control_U.sensors.throttle = nondet_float();
    fuel_rate_control_U.sensors.speed = nondet_float();
    fuel_rate_control_U.sensors.ego = nondet_float();
    fuel_rate_control_U.sensors.map = nondet_float();
    __CPROVER_assume(0.0F <= fuel_rate_control_U.sensors.throttle && fuel_rate_control_U.sensors.throttle <= 100.0F);
    __CPROVER_assume(0.0F <= fuel_rate_control_U.sensors.speed && fuel_rate_control_U.sensors.speed <= 700.0F);
    __CPROVER_assume(0.0F <= fuel_rate_control_U.sensors.ego && fuel_rate_control_U.sensors.ego <= 1.5F);
    __CPROVER_assume(0.0F <= fuel_rate_control_U.sensors.map && fuel_rate_control_U.sensors.map <= 1.0F);
    fuel_rate_control_step(fuel_rate_control_M, &fuel_rate_control_U, &fuel_rate_control_Y);
#if PROP == 1
    assert(fuel_rate_control_DW.fuel_mode != DISABLED || fuel_rate_control_Y.fuel_rate == 0.0F);
#elif PROP == 2
    assert(fuel_rate_control_DW.fuel_mode != DISABLED || fuel_rate_control_U.sensors.speed > 628.0F
           || fuel_rate_control_DW.bitsForTID0.is_Fuel_Disabled == IN_Overspeed);
#elif PROP == 3
    assert(fuel_rate_control_DW.bitsForTID0.is_Fail != IN_One || fuel_rate_control_DW.fuel_mode == LOW);
#elif PROP == 4
    assert(!fuel_rate_control_DW.bitsForTID0.O2_normal);
#elif PROP == 5
    assert(fuel_rate_control_DW.temporalCounter_i1 <= 511U);
#elif PROP == 6
    if (fuel_rate_control_DW.fuel_mode != LOW) {
      age = -1;
    } else if (age >= 0) {
      age++;
    } else if (fuel_rate_control_U.sensors.map < 0.05F || fuel_rate_control_U.sensors.map > 0.95F) {
      age = 0;
    }
    assert(age < 2);
#elif PROP == 7
    {
      _Bool now = fuel_rate_control_DW.fuel_mode == DISABLED;
      assert(!(was && !now) || fuel_rate_control_U.sensors.speed < 603.0F);
      was = now;
    }
#elif PROP == 8
    if (fuel_rate_control_DW.bitsForTID0.is_A == IN_O2_failure) {
      age = -1;
    } else if (age >= 0) {
      age++;
    } else if (fuel_rate_control_U.sensors.ego > 1.2F) {
      age = 0;
    }
    assert(age < 1);
#elif PROP == 9
    {
      _Bool now = fuel_rate_control_DW.bitsForTID0.is_Speed == IN_fail;
      assert(!(now && !was) || fuel_rate_control_U.sensors.speed == 0.0F);
      was = now;
    }
#elif PROP == 10
    if (step < 2) {
      step++;
    }
    assert(!(step > 1 && fuel_rate_control_U.sensors.speed > 628.0F)
           || fuel_rate_control_DW.fuel_mode == DISABLED);
#endif
  }
  return 0;
}
